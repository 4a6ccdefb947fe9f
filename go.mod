module github.com/kingme/kingme

go 1.26.8
