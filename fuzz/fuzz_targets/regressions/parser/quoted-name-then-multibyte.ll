@"a"é = global i32 0
