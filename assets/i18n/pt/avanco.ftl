# What avanco says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
