; The C structs of layouts.c as Explicitly Packed Structures: every member
; in order, with explicit padding fields that reproduce clang-22's
; placement on x86-64. A line `; NAME: member=index ...` says which field of
; %NAME holds which C member (the other fields are padding);
; tests/it/bitstruct.rs checks that llsem's layout puts each member at the bit
; offset clang chose, with the same width, and that %NAME has clang's size.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

; struct s1 { unsigned a:3; unsigned b:4; }             (the thesis, 2.3.4)
; s1: a=0 b=1
%s1 = type \{ i3, i4, i1, [3 x i8] }/

; struct s2 { char c:2; int i:2; }                      (the thesis, 4.3)
; s2: c=0 i=1
%s2 = type \{ i2, i2, i4, [3 x i8] }/

; struct s3 { int i:15; int j:15; }                     (the thesis, 4.2)
; s3: i=0 j=1
%s3 = type \{ i15, i15, i2 }/

; struct s4 { int i:3; char c:6; }: c may not straddle a char, so it moves
; to the next byte                                      (the thesis, 4.2)
; s4: i=0 c=2
%s4 = type \{ i3, i5, i6, i2, [2 x i8] }/

; struct __attribute__((packed)) s5 { int i:3; char c:6; }
; s5: i=0 c=1
%s5 = type \{ i3, i6, i7 }/

; struct s6 { int i:3; int c:6; }                       (the thesis, figure 4.2)
; s6: i=0 c=1
%s6 = type \{ i3, i6, i7, [2 x i8] }/

; struct s7 { char a; int b:5; char c; }
; s7: a=0 b=1 c=3
%s7 = type \{ i8, i5, i3, i8, i8 }/

; struct s8 { unsigned a:1; unsigned :0; unsigned b:1; }
; s8: a=0 b=2
%s8 = type \{ i1, i31, i1, i31 }/

; struct s9 { unsigned long long a:40; unsigned b:30; }: b would cross a
; 32-bit unit, so it starts at the next one
; s9: a=0 b=2
%s9 = type \{ i40, i24, i30, i34 }/

; struct s10 { short a:9; short b:9; }
; s10: a=0 b=2
%s10 = type \{ i9, i7, i9, i7 }/

; struct s11 { char a:7; char b:7; char c:7; }
; s11: a=0 b=2 c=4
%s11 = type \{ i7, i1, i7, i1, i7, i1 }/

; struct __attribute__((packed)) s12 { char a:7; char b:7; char c:7; }
; s12: a=0 b=1 c=2
%s12 = type \{ i7, i7, i7, i3 }/

; struct s13 { int a:17; short b:10; }
; s13: a=0 b=1
%s13 = type \{ i17, i10, i5 }/

; struct s14 { unsigned char x; unsigned y:31; unsigned char z:1; }
; s14: x=0 y=2 z=3
%s14 = type \{ i8, [3 x i8], i31, i1 }/

; struct s15 { long long a:1; char b; long long c:63; }
; s15: a=0 b=2 c=4
%s15 = type \{ i1, i7, i8, [6 x i8], i63, i1 }/

; struct s16 { unsigned a:5; unsigned :3; unsigned b:8; unsigned c:16; }
; s16: a=0 b=2 c=3
%s16 = type \{ i5, i3, i8, i16 }/

; struct s17 { _Bool f:1; unsigned g:7; double d; }
; s17: f=0 g=1 d=3
%s17 = type \{ i1, i7, [7 x i8], double }/

; struct s18 { int a:4; void *p; int b:4; }
; s18: a=0 p=3 b=4
%s18 = type \{ i4, i4, [7 x i8], ptr, i4, i4, [7 x i8] }/

; struct __attribute__((packed)) s19 { unsigned a:20; unsigned b:20; unsigned char c; }
; s19: a=0 b=1 c=2
%s19 = type \{ i20, i20, i8 }/

; struct s20 { unsigned __int128 a:100; unsigned b:28; }
; s20: a=0 b=1
%s20 = type \{ i100, i28 }/

; struct s21 { unsigned a:1; ... unsigned i:1; }        (nine one-bit fields)
; s21: a=0 b=1 c=2 d=3 e=4 f=5 g=6 h=7 i=8
%s21 = type \{ i1, i1, i1, i1, i1, i1, i1, i1, i1, i23 }/

; struct s22 { char c; unsigned long long x:33; short s:3; }
; s22: c=0 x=1 s=2
%s22 = type \{ i8, i33, i3, i20 }/
