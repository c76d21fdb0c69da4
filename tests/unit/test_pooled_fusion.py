"""Several indexes searched with one query are fused once, by what each route measured, not by
the ranks within each index (merging by those cost up to 0.031 nDCG@10: bench/merge_eval.py)."""

from __future__ import annotations

from desktop_search.core.searching.fusion import RRF_K, FileHits, Hit, pool
from desktop_search.core.store.hits import ChunkHit
from desktop_search.core.text.lexical import Query


def _hit(chunk_id: int, file_id: int, **ranks: object) -> Hit:
    chunk = ChunkHit(chunk_id, file_id, f"/f/{file_id}.txt", "text", 0, 4, None, 0)
    return Hit(chunk, **ranks)  # type: ignore[arg-type]


def _file(*hits: Hit) -> FileHits:
    return FileHits(hits[0].chunk.file_id, hits=list(hits))


def _pool(indexes: list[list[FileHits]], how: str = "rrf") -> list[tuple[int, FileHits]]:
    return pool(indexes, how=how, terms=Query(()), query_lang=None, knows=lambda _lang: True)


def test_the_vector_route_is_ranked_by_similarity_across_indexes() -> None:
    here = [_file(_hit(1, 1, vector_rank=0, similarity=0.50))]
    there = [
        _file(_hit(1, 1, vector_rank=0, similarity=0.90)),
        _file(_hit(2, 2, vector_rank=1, similarity=0.80)),
    ]
    ranked = _pool([here, there], how="vector")
    assert [(i, f.file_id) for i, f in ranked] == [(1, 1), (1, 2), (0, 1)]
    assert [f.hits[0].vector_rank for _i, f in ranked] == [0, 1, 2]
    assert ranked[2][1].score == 1.0 / (RRF_K + 2)
    assert here[0].hits[0].vector_rank == 0, "the candidates given are not changed"


def test_the_keyword_route_is_ranked_by_bm25_and_a_phrase_first() -> None:
    here = [_file(_hit(7, 3, keyword_rank=0, standing=-2.0))]
    there = [
        _file(_hit(4, 5, keyword_rank=0, standing=-9.0)),
        _file(_hit(5, 6, keyword_rank=1, standing=-1e12)),  # a quoted phrase's passage
    ]
    ranked = _pool([here, there], how="keyword")
    assert [(i, f.file_id) for i, f in ranked] == [(1, 6), (1, 5), (0, 3)]


def test_fused_the_stronger_evidence_wins_whatever_index_holds_it() -> None:
    """Each index's first file scored alike under per-index ranks (so the weak first file here
    came before the strong second one there); fused once, both strong files come first."""
    here = [_file(_hit(1, 1, vector_rank=0, similarity=0.30, keyword_rank=0, standing=-1.0))]
    there = [
        _file(_hit(1, 1, vector_rank=0, similarity=0.90, keyword_rank=0, standing=-8.0)),
        _file(_hit(2, 2, vector_rank=1, similarity=0.85, keyword_rank=1, standing=-7.0)),
    ]
    # Within each index here's file and there's first both scored 2 / 60, there's second 2 / 61.
    ranked = _pool([here, there])
    assert [(i, f.file_id) for i, f in ranked] == [(1, 1), (1, 2), (0, 1)]


def test_names_are_taken_in_turn() -> None:
    a = _file(_hit(1, 1, keyword_rank=0, standing=-1.0))
    a.name_rank = 0
    b = _file(_hit(1, 1, keyword_rank=0, standing=-1.0))
    b.name_rank = 0
    ranked = _pool([[a], [b]])
    assert sorted(f.name_rank for _i, f in ranked if f.name_rank is not None) == [0, 1]
