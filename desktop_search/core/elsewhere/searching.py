"""Searching the copies of the indexes that live elsewhere next to the app's own index.

:class:`SharedSearch`, on the engine's thread, reads each copy that :mod:`.puller` keeps: the
database through its own connection (WAL: a reader never blocks the writer), the vectors from the
file the puller saved, taken again only when it reflects the database's generation (as the engine
follows another process writing its own index). It never writes the copy. A copy made by another
model than the engine's is skipped (its vectors are not comparable), with a note.

Every copy is searched by the same searcher code (the same routes, the same model's vectors),
and :func:`pooled_results` fuses the candidates of all of them once, as one index holding all the
files would (:func:`..searching.fusion.pool`: each route's candidates ranked together by what the
route measured), one result per path, each shared result marked with where it lives
(:attr:`.SearchResult.shared`). :func:`merge` (one list by each index's own score, then by
similarity) is left for what has no candidates to fuse (``like:``, filters only) and a blend.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from ..common.config import Paths
from ..common.settings import Settings
from ..searching.filters import SearchFilters
from ..searching.fusion import pool
from ..searching.query_syntax import parse_query
from ..searching.results import SearchResult, drop_weak_matches, present
from ..searching.searcher import (
    FirstStage,
    LikeTarget,
    NothingToCompare,
    RerankerLike,
    Searcher,
    SearchResponse,
)
from ..store.db import Database
from ..store.index import IndexStore
from ..store.vectors import VectorIndex
from .db_connection import without_password
from .db_pulling import PathMap, replica_paths
from .drive_copying import ModelSpace, drive_url
from .puller import FIRST_PULL_AFTER_S, PULL_EVERY_S, SharedPuller, SharedState, copy_files, shared_names

log = logging.getLogger(__name__)

#: The fusions whose candidates of several indexes are fused once (bench/merge_eval.py, every eval
#: set split in two indexes: fused nDCG@10 up by 0.004 to 0.030 against merging each index's order,
#: the vector route alone up too). The keyword route alone is merged by each index's order: ranked
#: together by BM25 (each index's own term statistics) it fell on six sets of eight (xquad-en2de
#: 0.664 -> 0.471). A blend's scores compare as they are.
POOLED = ("rrf", "vector")


class _Copy:
    """One copy as the engine's thread reads it (never writes it)."""

    def __init__(self, url: str, paths: Paths) -> None:
        self.url = url
        self.paths = paths
        self.store: IndexStore | None = None
        self.searcher: Searcher | None = None
        self.seen_pulls = -1
        self.other_model = ""
        #: The copy was there before the puller started (else it is opened after its first pull).
        self.existed = paths.db_path.exists()

    def close(self) -> None:
        if self.store is not None:
            self.store.close(save=False)  # the vector file is the puller's
        self.store = None
        self.searcher = None


class SharedSearch:
    """The shared indexes' copies, searched on the engine's thread next to its own index."""

    def __init__(
        self,
        urls: Sequence[str],
        data_dir: Path,
        mapping: PathMap,
        *,
        embedder: object,
        fingerprint: str,
        reranker: RerankerLike | None = None,
        fusion: str = "rrf",
        open_database: Callable[[Path], Database] = Database,
    ) -> None:
        self.urls = list(urls)
        #: How a copy's database is opened (a server opens it read-only).
        self.open_database = open_database
        self.data_dir = data_dir
        self.mapping = mapping
        self.embedder = embedder
        self.fingerprint = fingerprint
        self.reranker = reranker
        self.fusion = fusion
        self.copies = {url: _Copy(url, replica_paths(data_dir, url)) for url in self.urls}
        #: Where each copy's results live (:attr:`.SearchResult.shared`), one name per copy.
        self.names = shared_names(self.urls)
        self.puller: SharedPuller | None = None
        #: Called on the puller's thread when a copy changed or a database went away or came back.
        self.on_change: Callable[[], None] | None = None

    @classmethod
    def for_settings(
        cls,
        settings: Settings,
        data_dir: Path,
        *,
        embedder: object,
        fingerprint: str,
        reranker: RerankerLike | None,
        open_database: Callable[[Path], Database] = Database,
    ) -> SharedSearch:
        """The shared indexes the settings name (a path map that does not parse is left out, logged)."""
        try:
            mapping = PathMap.parse(settings.shared_path_map)
        except ValueError as exc:
            log.warning("shared_path_map is left out: %s", exc)
            mapping = PathMap()
        return cls(
            [*settings.shared_indexes, *(drive_url(folder) for folder in settings.drive_indexes)],
            data_dir,
            mapping,
            embedder=embedder,
            fingerprint=fingerprint,
            reranker=reranker,
            fusion=settings.fusion,
            open_database=open_database,
        )

    def database(self, where: str) -> Database | None:
        """The copy's database of the shared index named ``where`` (``host/database``, as
        :attr:`.SearchResult.shared` says), if it is searched; for reading passages by id."""
        for url, searcher in self._searchers():
            if self.names[url] == where:
                return searcher.db
        return None

    # -- pulling ------------------------------------------------------------------

    def start(self, *, every_s: float = PULL_EVERY_S, first_after_s: float = FIRST_PULL_AFTER_S) -> None:
        """Start pulling in the background (nothing to do without shared indexes)."""
        if not self.urls or self.puller is not None:
            return
        self.puller = SharedPuller(
            self.urls,
            self.data_dir,
            self.mapping,
            every_s=every_s,
            first_after_s=first_after_s,
            on_change=self._changed,
            space=self.space(),
        )
        self.puller.start()

    def space(self) -> ModelSpace | None:
        """This computer's model (None without an embedder: drive copies are taken as they are)."""
        info = getattr(self.embedder, "info", None)
        dim = getattr(self.embedder, "dim", None)
        if info is None or not dim or not self.fingerprint:
            return None
        return ModelSpace(self.fingerprint, str(info.name), int(dim))

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def states(self) -> list[SharedState]:
        """Each shared index's state, in the settings' order."""
        pulled = self.puller.states() if self.puller is not None else {}
        return [
            replace(
                pulled.get(url)
                # Not pulled in this process (the CLI's status): the copy on disk says what it holds.
                or SharedState(
                    url=without_password(url), name=self.names[url], files=copy_files(copy.paths.db_path)
                ),
                other_model=copy.other_model,
            )
            for url, copy in self.copies.items()
        ]

    # -- searching ----------------------------------------------------------------

    def _searcher(self, copy: _Copy) -> Searcher | None:
        """The copy's searcher, caught up with the puller's last save (None: no usable copy)."""
        pulls = -1
        if self.puller is not None:
            state = self.puller.states().get(copy.url)
            pulls = state.pulls if state is not None else 0
        if copy.store is None and self.puller is not None and not (copy.existed or pulls > 0):
            return None  # the puller is making the copy: it is opened once a pull has finished
        if copy.store is None or pulls != copy.seen_pulls:
            if copy.store is None and not copy.paths.db_path.exists():
                return None
            if copy.store is None:
                copy.store = _open_copy(copy.paths, self.open_database)
                if copy.store is None:
                    return None
            recorded = copy.store.db.get_meta("model_fingerprint") or ""
            if recorded != self.fingerprint:
                name = copy.store.db.get_meta("model_name") or "?"
                if copy.other_model != name:
                    log.warning(
                        "the shared index %s holds vectors of %s, not of this app's model: not searched",
                        without_password(copy.url), name,
                    )  # fmt: skip
                copy.other_model = name
                copy.close()
                copy.seen_pulls = pulls
                return None
            copy.other_model = ""
            copy.seen_pulls = pulls
        assert copy.store is not None
        if copy.searcher is None:
            copy.searcher = Searcher(
                db=copy.store.db,
                vectors=copy.store.vectors,
                embedder=self.embedder,  # type: ignore[arg-type]
                reranker=self.reranker,
                fusion=self.fusion,
            )
        if copy.store.catch_up(writing=False):
            copy.searcher.vectors = copy.store.vectors
        copy.searcher.reranker = self.reranker
        copy.searcher.fusion = self.fusion
        return copy.searcher

    def first_stages(
        self,
        query: str,
        *,
        top: int,
        filters: SearchFilters | None,
        candidates: int,
        keep_weak: bool,
        like: LikeTarget | None = None,
    ) -> list[tuple[str, Searcher, FirstStage]]:
        """Each usable copy's first stage: ``(where it lives, its searcher, its first stage)``."""
        found = []
        for url, searcher in self._searchers():
            try:
                first = searcher.first_stage(
                    query, top=top, filters=filters, candidates=candidates, keep_weak=keep_weak, like=like
                )
            except Exception:  # a broken copy never breaks the search of the local index
                log.exception("searching the copy of %s failed", without_password(url))
                self.copies[url].close()
                continue
            found.append((self.names[url], searcher, first))
        return found

    def _searchers(self) -> list[tuple[str, Searcher]]:
        """Each usable copy's searcher, by URL (a copy that cannot be opened is left out)."""
        found = []
        for url, copy in self.copies.items():
            try:
                searcher = self._searcher(copy)
            except Exception:
                log.exception("opening the copy of %s failed", without_password(url))
                copy.close()
                continue
            if searcher is not None:
                found.append((url, searcher))
        return found

    def first_stage(
        self,
        searcher: Searcher,
        query: str,
        *,
        top: int,
        filters: SearchFilters | None,
        candidates: int,
        keep_weak: bool,
    ) -> FirstStage:
        """``searcher``'s (the local index's) first stage with every copy's merged in.

        ``like:FILE`` finds the file in whichever index holds it (the local one first) and
        searches every index by its vector: files like a local one on the share, and files like
        a shared one here."""
        parsed = parse_query(query) if self.urls else None
        like, why = None, ""
        if parsed is not None and parsed.like is not None:
            like, why = self._like_target(searcher, parsed.like)
        first = searcher.first_stage(
            query, top=top, filters=filters, candidates=candidates, keep_weak=keep_weak, like=like
        )
        if parsed is None or not first.query:
            return first
        if parsed.like is not None and like is None:  # no index can compare with it: say why
            first.reason = why or first.reason
            return first
        others = self.first_stages(
            query, top=top, filters=filters, candidates=candidates, keep_weak=keep_weak, like=like
        )
        if others:
            first.shared = others
            profile = getattr(self.embedder, "profile", None)
            pooled = pooled_results(
                [("", searcher, first), *others],
                fusion=self.fusion,
                knows=profile.knows if profile is not None else (lambda _lang: True),
                top=top,
                keep_weak=keep_weak,
            )
            if pooled is not None:
                first.results = pooled
            else:
                found = [(where, other.results) for where, _searcher, other in others]
                first.results = merge(first.results, found, top=top, keep_weak=keep_weak)
            first.no_word_match = first.no_word_match and all(o.no_word_match for _w, _s, o in others)
            if first.results:
                first.reason = ""
        return first

    def _like_target(self, local: Searcher, path: str) -> tuple[LikeTarget | None, str]:
        """The file ``like:`` names, from the first index holding it (the local one first); or
        None and why it cannot be compared ("" when no index holds it)."""
        for searcher in (local, *(s for _url, s in self._searchers())):
            try:
                target = searcher.like_target(path)
            except NothingToCompare as nothing:
                return None, nothing.reason
            if target is not None:
                return target, ""
        return None, ""

    def similar(
        self, local: Searcher, path: str | Path, *, top: int, filters: SearchFilters | None
    ) -> list[SearchResult]:
        """The files closest in meaning to the file at ``path`` ("more like this", the ``similar``
        command) in the local index (``local``) and every copy, as ``like:`` compares them: the
        file is taken from the first index holding it (the local one first), every index is
        searched by its vector, and the lists are merged by similarity (comparable: one model).

        Raises ``KeyError`` when no index holds the file, :class:`NothingToCompare` (a
        ``KeyError`` too) saying why when it has no vectors."""
        indexes = [("", local), *((self.names[url], searcher) for url, searcher in self._searchers())]
        target = None
        for _where, searcher in indexes:
            target = searcher.like_target(path)
            if target is not None:
                break
        if target is None:
            raise KeyError(f"{path} is not in the index")
        found: list[tuple[str, list[SearchResult]]] = []
        for where, searcher in indexes:
            try:
                if searcher.indexed_path(target.path) is not None:  # the index holding it
                    results = searcher.similar(target.path, top=top, filters=filters)
                else:
                    results = searcher.similar_to(
                        target.vector, leave_out=target.path, top=top, filters=filters
                    )
            except Exception:  # a broken copy never breaks the local index's answer
                if not where:
                    raise
                log.exception("comparing with the copy %s failed", where)
                continue
            found.append((where, results))
        return merge(found[0][1], found[1:], top=top, keep_weak=True)

    @staticmethod
    def rerank(local: Searcher, first: FirstStage, *, budget_s: float, candidates: int) -> SearchResponse:
        """``first`` reranked, each index's candidates by its own searcher, merged again."""
        response = local.rerank(first, budget_s=budget_s, candidates=candidates)
        if first.shared and response.reranked:
            shared = [
                (where, searcher.rerank(other, budget_s=budget_s, candidates=candidates))
                for where, searcher, other in first.shared
            ]
            response = merge_responses(response, shared, top=first.top, keep_weak=first.keep_weak)
        return response

    def close(self) -> None:
        if self.puller is not None:
            self.puller.stop()
            self.puller = None
        for copy in self.copies.values():
            copy.close()


def _open_copy(paths: Paths, open_database: Callable[[Path], Database] = Database) -> IndexStore | None:
    """The copy, opened for reading: its database, and its vectors as the puller last saved them
    (none yet: an empty index, filled by the first :meth:`IndexStore.catch_up`)."""
    db = open_database(paths.db_path)
    try:
        dim = db.get_meta("dim")
        if not dim or not db.get_meta("model_fingerprint"):
            db.close()
            return None
        vectors = VectorIndex.load(paths.vectors_path, int(dim))
        if vectors is None:
            vectors = VectorIndex(int(dim))
            vectors.generation = -1  # never a database's: the first catch-up takes the saved file
    except BaseException:
        db.close()
        raise
    return IndexStore(db, vectors, paths.vectors_path)


def pooled_results(
    stages: Sequence[tuple[str, Searcher, FirstStage]],
    *,
    fusion: str,
    knows: Callable[[str | None], bool],
    top: int,
    keep_weak: bool,
) -> list[SearchResult] | None:
    """The first stages of several indexes searched with one query (``(where it lives, its
    searcher, its first stage)``, the local index first with ``""``) fused once, as one index's
    would be (:func:`.searching.fusion.pool`): one list, one result per path, at most ``top``.
    None where each index's order is merged as it is (:func:`merge`: a blend, ``like:``, a query
    of filters only)."""
    if fusion not in POOLED or any(stage.qvec is None or not stage.rerankable for _w, _s, stage in stages):
        return None
    first = stages[0][2]
    ranked = pool(
        [stage.candidates for _w, _s, stage in stages],
        how=fusion,
        terms=first.terms,
        query_lang=first.query_lang,
        knows=knows,
    )
    # More than ``top``: a file found in two indexes is shown once, weak matches are dropped.
    shown = ranked[: 2 * top + len(stages)]
    built: dict[tuple[int, int], SearchResult] = {}
    for i, (where, index, stage) in enumerate(stages):
        files = [f for j, f in shown if j == i]
        if not files:
            continue
        assert stage.qvec is not None
        results = present(
            files,
            top=len(files),
            qvec=stage.qvec,
            terms=stage.terms,
            built=dict(stage.built),  # the stage's own results keep their own scores
            keep_weak=True,
            reranked=False,
            db=index.db,
            vectors=index.vectors,
            moments=index.moments,  # a recording's moment by meaning, with that index's own model
        )
        for f, result in zip(files, results, strict=True):
            built[(i, f.file_id)] = replace(result, score=round(float(f.score), 6), shared=where)
    seen: set[str] = set()
    merged = []
    local = stages[0][1].db
    for i, f in shown:
        result = built[(i, f.file_id)]
        if i and local.file(result.path) is not None:  # the user's own file: never a copy's row for it
            _overlaid(result)
            continue
        if result.path not in seen:
            seen.add(result.path)
            merged.append(result)
    merged = merged if keep_weak else drop_weak_matches(merged)
    return merged[:top]


def _overlaid(result: SearchResult) -> None:
    """A copy's row naming a file of the user's own index is dropped (#49): said in the log."""
    log.warning(
        "a row of the shared index %s names %s, a file of this computer's own index: left out",
        result.shared, result.path,
    )  # fmt: skip


def merge(
    local: list[SearchResult],
    shared: Sequence[tuple[str, list[SearchResult]]],
    *,
    top: int,
    keep_weak: bool,
) -> list[SearchResult]:
    """One list, best first: the local results and each copy's (marked with where they live),
    one result per path (the better one; the local one on a tie), at most ``top``."""
    if not shared:
        return local
    merged = list(local)
    for where, results in shared:
        merged += [replace(r, shared=where) for r in results]
    # Stable: on a tie of both, the local result first. Fusion scores come from ranks within each
    # index: the top file of each index by meaning alone scores the same, and how alike it is
    # to the query (its best passage's cosine similarity, comparable across copies of the same
    # model) decides between them.
    merged.sort(key=lambda r: (-r.score, -r.similarity))
    seen: set[str] = set()
    unique = []
    own = {r.path for r in local}
    for r in merged:
        if r.shared and r.path in own:  # the user's own file: its own result, never a copy's row
            _overlaid(r)
            continue
        if r.path not in seen:
            seen.add(r.path)
            unique.append(r)
    unique = unique if keep_weak else drop_weak_matches(unique)
    return unique[:top]


def merge_responses(
    local: SearchResponse, shared: Sequence[tuple[str, SearchResponse]], *, top: int, keep_weak: bool
) -> SearchResponse:
    """``local`` with the copies' results merged in (each response ranked by the same code)."""
    if not shared:
        return local
    results = merge(local.results, [(w, r.results) for w, r in shared], top=top, keep_weak=keep_weak)
    no_word_match = local.no_word_match and all(r.no_word_match for _w, r in shared)
    return replace(local, results=results, no_word_match=no_word_match)
