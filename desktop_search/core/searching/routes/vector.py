"""The vector route: the passages nearest the query's meaning (Faiss), filters applied."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from ...store.hits import ChunkHit
from ..candidates import Candidates
from .base import Ask


def _lang(chunk: ChunkHit | None) -> str:
    return (chunk.lang or "") if chunk is not None else ""


class VectorRoute:
    """The ``k`` passages nearest each reading of the query that the filters let through."""

    name = "vector"

    def retrieve(self, ask: Ask, found: Mapping[str, Candidates]) -> Candidates | None:
        if ask.fusion == "keyword" or not len(ask.vectors):
            return None
        out = Candidates(self.name)
        for qvec in ask.qvecs:
            self._nearest(out, ask, qvec)
        return out

    @staticmethod
    def _nearest(out: Candidates, ask: Ask, qvec: np.ndarray) -> None:
        """The ``k`` passages nearest ``qvec`` that ``allowed`` lets through, into ``out``
        (a passage found by several readings of an OR query keeps its best rank)."""
        k = ask.k
        offsets = ask.centering.offsets(qvec) if ask.centering is not None else None
        scores, ids = ask.vectors.search(qvec, k * (5 if ask.narrowed else 1) * (2 if offsets else 1))
        chunks = ask.rows.read(ids.tolist())
        found = list(zip(scores.tolist(), ids.tolist(), strict=True))
        if offsets:  # each language's pull taken out: the best answer in any language first
            found.sort(key=lambda sc: -(sc[0] - offsets.get(_lang(chunks.get(sc[1])), 0.0)))
        rank = 0
        for score, chunk_id in found:
            chunk = chunks.get(chunk_id)
            if chunk is None or not ask.allowed(chunk):
                continue
            if chunk_id not in out.ranks:
                out.add(chunk, rank)
                out.similarity[chunk_id] = score
            else:
                out.ranks[chunk_id] = min(out.ranks[chunk_id], rank)
                out.similarity[chunk_id] = max(out.similarity[chunk_id], score)
            rank += 1
            if rank >= k:
                break
