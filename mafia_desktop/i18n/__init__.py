"""Translations: the compiled Qt catalogues and the wording of the engine's refusals."""
