"""Embedding models: conversion to GGUF, profiles and the llama.cpp embedder."""
