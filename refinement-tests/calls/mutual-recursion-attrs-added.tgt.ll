define i32 @a() #0 {
  %t = call i32 @b()
  ret i32 %t
}

define i32 @b() #0 {
  %t = call i32 @a()
  ret i32 %t
}

attributes #0 = { nofree nosync nounwind memory(none) }
