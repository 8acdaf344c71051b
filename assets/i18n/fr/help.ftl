# !help: the commands, in short.
