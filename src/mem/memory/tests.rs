use super::*;

fn mem_with_block(size: u64, align: u64) -> (Memory, Pointer) {
    let mut m = Memory::new(1 << 20);
    let p = m
        .allocate(AllocKind::Heap, size, align, Fill::Undef, "b")
        .unwrap();
    (m, p)
}

fn id_of(p: Pointer) -> AllocId {
    match p.prov() {
        Provenance::Alloc(id) => id,
        _ => unreachable!("a pointer from allocate"),
    }
}

#[test]
fn bounds_alignment_and_null() {
    let (m, p) = mem_with_block(8, 8);
    assert!(m.check(p, 8, 8, false).is_ok());
    let past = Pointer {
        addr: p.addr + 4,
        ..p
    };
    assert!(matches!(
        m.check(past, 8, 4, false),
        Err(AccessError::OutOfBounds {
            offset: 4,
            size: 8,
            ..
        })
    ));
    assert!(matches!(
        m.check(past, 4, 8, false),
        Err(AccessError::Misaligned { .. })
    ));
    assert_eq!(m.check(Pointer::NULL, 1, 1, false), Err(AccessError::Null));
    let wild = p.with_prov(Provenance::Wildcard);
    assert!(m.check(wild, 8, 1, true).is_ok());
    let none = p.with_prov(Provenance::None);
    assert!(matches!(
        m.check(none, 1, 1, false),
        Err(AccessError::NoProvenance { .. })
    ));
}

#[test]
fn byte_accesses_refuse_pointers_inside_a_byte() {
    let (m, p) = mem_with_block(4, 4);
    let inside = Pointer {
        bit: Pointer::FIELD | 3,
        ..p
    };
    assert_eq!(
        m.check(inside, 1, 1, false),
        Err(AccessError::InsideByte {
            addr: p.addr,
            bit: 3
        })
    );
    assert!(m.read(inside.containing_byte(), 1, 1).is_ok());
    // A field pointer at bit 0 is a whole-byte pointer.
    let at_zero = Pointer {
        bit: Pointer::FIELD,
        ..p
    };
    assert!(m.check(at_zero, 4, 4, true).is_ok());
}

#[test]
fn dead_and_lifetime() {
    let (mut m, p) = mem_with_block(4, 4);
    let id = id_of(p);
    m.set_lifetime(id, false, Fill::Undef);
    let r = m.read(p, 4, 4).unwrap();
    assert!((0..4).all(|i| r.bits(i).poison == 0xff));
    assert_eq!(
        m.write(p, &Bytes::new(4, Fill::Zero), 4),
        Err(AccessError::OutOfLifetime { alloc: id })
    );
    m.set_lifetime(id, true, Fill::Undef);
    assert!(m.write(p, &Bytes::new(4, Fill::Zero), 4).is_ok());
    m.kill(id);
    assert_eq!(m.read(p, 1, 1), Err(AccessError::Dead { alloc: id }));
    // Out of bounds is still told apart from dead, as before the free.
    let past = Pointer {
        addr: p.addr + 4,
        ..p
    };
    assert!(matches!(
        m.read(past, 1, 1),
        Err(AccessError::OutOfBounds { .. })
    ));
    let info = m.info(id);
    assert_eq!(
        (info.live, info.size, info.base, &*info.name),
        (Liveness::Dead, 4, p.addr, "b")
    );
}

#[test]
fn copy_on_write_after_clone() {
    let (mut m, p) = mem_with_block(2, 1);
    m.share();
    let snapshot = m.clone();
    m.write(p, &Bytes::new(2, Fill::Zero), 1).unwrap();
    assert!(m.read(p, 2, 1).unwrap().is_defined(0, 2));
    assert!(!snapshot.read(p, 2, 1).unwrap().is_defined(0, 2));
}

#[test]
fn limit_is_enforced_on_what_allocations_hold() {
    let mut m = Memory::new(1 << 20);
    let data = Bytes::plain(&(0..8000).map(|i| (i % 251) as u8).collect::<Vec<_>>());
    let a = m
        .allocate(AllocKind::Heap, 8000, 1, Fill::Zero, "a")
        .unwrap();
    m.write(a, &data, 1).unwrap();
    // Room for one more block's record, not for its contents.
    m.set_limit(m.host_bytes() + 4000);
    // A second block fits while it holds nothing; filling it does not.
    let b = m
        .allocate(AllocKind::Heap, 8000, 1, Fill::Zero, "b")
        .unwrap();
    assert_eq!(m.write(b, &data, 1), Err(AccessError::Exhausted));
    // Freed bytes count no more (the refused write stops the run, so what
    // it made is counted until its block dies).
    m.kill(id_of(a));
    m.kill(id_of(b));
    let c = m
        .allocate(AllocKind::Heap, 8000, 1, Fill::Zero, "c")
        .unwrap();
    assert!(m.write(c, &data, 1).is_ok());
}

#[test]
fn a_huge_allocation_costs_what_it_holds() {
    let mut m = Memory::new(1 << 30);
    let p = m
        .allocate(AllocKind::Stack, 900 << 20, 16, Fill::Undef, "big")
        .unwrap();
    let far = Pointer {
        addr: p.addr + (500 << 20) + 3,
        ..p
    };
    m.write_defined(far, 4, 1, 0xdead_beef, None).unwrap();
    assert_eq!(
        m.read_defined(far, 4, 1, false),
        Ok(Some((0xdead_beef, None)))
    );
    // Not written: undef, as the fill says.
    let r = m.read(p, 2, 1).unwrap();
    assert_eq!(r.bits(0).undef, 0xff);
    // The page table (0.8% of the size) and one page.
    assert!(m.host_bytes() < 8 << 20, "{}", m.host_bytes());
    // A copy across pages moves the bytes, a page at a time.
    let to = Pointer {
        addr: p.addr + (100 << 20) + 4093,
        ..p
    };
    m.copy(to, far, 4).unwrap();
    assert_eq!(m.read_defined(to, 4, 1, false), Ok(None)); // crosses a page
    let back = m.read(to, 4, 1).unwrap();
    assert_eq!(back.values(), &0xdead_beefu32.to_le_bytes());
    assert!(back.is_defined(0, 4));
}

#[test]
fn host_bytes_are_bounded_by_the_limit() {
    let mut m = Memory::new(1 << 20);
    // Within the program's limit, but writing all of it in bytes that are
    // not all alike and partly undef needs three host bytes per byte.
    let p = m
        .allocate(AllocKind::Heap, 900 << 10, 1, Fill::Undef, "big")
        .unwrap();
    let mut bytes = Bytes::new(900 << 10, Fill::Zero);
    for i in (0..bytes.len()).step_by(2) {
        bytes.set(
            i,
            ByteBits {
                value: 0,
                undef: 1,
                poison: 0,
            },
        );
    }
    assert_eq!(m.write(p, &bytes, 1), Err(AccessError::Exhausted));
    // A read that would need more than is left is refused too.
    assert_eq!(m.read(p, 900 << 10, 1), Err(AccessError::Exhausted));
}

#[test]
fn overlapping_copies_move_like_memmove() {
    let mut m = Memory::new(1 << 26);
    let n = 3 * PAGE;
    let p = m
        .allocate(AllocKind::Heap, n + 100, 1, Fill::Zero, "a")
        .unwrap();
    let data: Vec<u8> = (0..n).map(|i| (i * 7 % 251) as u8).collect();
    m.write(p, &Bytes::plain(&data), 1).unwrap();
    let up = Pointer {
        addr: p.addr + 100,
        ..p
    };
    m.copy(up, p, n).unwrap();
    assert_eq!(m.read(up, n, 1).unwrap().values(), &data[..]);
    m.copy(p, up, n).unwrap();
    assert_eq!(m.read(p, n, 1).unwrap().values(), &data[..]);
}

#[test]
fn dead_allocations_of_a_regular_pattern_take_no_room() {
    let mut m = Memory::new(1 << 30);
    let main = m
        .allocate(AllocKind::Stack, 4, 4, Fill::Undef, "%1 in @main")
        .unwrap();
    let first = m.host_bytes();
    let mut last = main;
    for _ in 0..100_000 {
        let a = m
            .allocate(AllocKind::Stack, 4, 4, Fill::Undef, "%2 in @f")
            .unwrap();
        let b = m
            .allocate(AllocKind::Stack, 8, 8, Fill::Undef, "%3 in @f")
            .unwrap();
        m.write_defined(a, 4, 4, 1, None).unwrap();
        m.kill(id_of(b));
        m.kill(id_of(a));
        last = a;
    }
    assert!(m.host_bytes() < first + (16 << 10), "{}", m.host_bytes());
    // Everything about a dead one is still known.
    let id = id_of(last);
    assert_eq!(m.alloc_at(last.addr + 2), Some(id));
    assert_eq!(m.read(last, 4, 4), Err(AccessError::Dead { alloc: id }));
    let info = m.info(id);
    assert_eq!(
        (info.base, info.size, &*info.name),
        (last.addr, 4, "%2 in @f")
    );
    assert_eq!(m.allocations().count(), 200_001);
    assert_eq!(
        m.allocations()
            .filter(|(_, a)| a.live == Liveness::Live)
            .count(),
        1
    );
}

#[test]
fn heap_blocks_freed_in_a_loop_take_no_room_and_keep_their_names() {
    let mut m = Memory::new(1 << 30);
    let list = m.allocate_heap(8 * 1000, 16, Fill::Undef).unwrap();
    let first = m.host_bytes();
    let mut nodes = Vec::new();
    for round in 0..100u64 {
        for k in 0..1000u64 {
            let p = m.allocate_heap(16, 16, Fill::Undef).unwrap();
            m.write_defined(p, 8, 8, u128::from(k), Some(p.prov()))
                .unwrap();
            nodes.push(p);
        }
        if round < 99 {
            for p in nodes.drain(..) {
                m.kill(id_of(p));
            }
        }
    }
    // The records of 99,000 dead blocks take no more than a few runs.
    let live = m.host_bytes() - first;
    assert!(live < 1000 * 512, "{live}");
    let dead = id_of(Pointer::new(AllocId(5), 0));
    let info = m.info(dead);
    assert_eq!(
        (&*info.name, info.kind, info.live, info.size),
        ("heap block #5", AllocKind::Heap, Liveness::Dead, 16)
    );
    assert_eq!(m.kind_and_liveness(dead), (AllocKind::Heap, Liveness::Dead));
    assert_eq!(
        m.read(Pointer::new(dead, info.base), 8, 8),
        Err(AccessError::Dead { alloc: dead })
    );
    let live_one = id_of(*nodes.last().unwrap());
    assert_eq!(&*m.info(live_one).name, "heap block #100000");
    assert_eq!(m.base(live_one), nodes.last().unwrap().addr);
    assert_eq!(&*m.info(id_of(list)).name, "heap block #0");
}

#[test]
fn addresses_find_their_allocations_across_the_history() {
    let mut m = Memory::new(1 << 30);
    let mut ptrs = Vec::new();
    for i in 0..50u64 {
        let size = [4, 4, 16, 1, 100][i as usize % 5] + i / 20;
        let p = m
            .allocate(AllocKind::Heap, size, 1 << (i % 4), Fill::Zero, "h")
            .unwrap();
        ptrs.push((p, size));
        if i % 3 == 0 {
            m.kill(id_of(p));
        }
    }
    m.share();
    let mut m = m.clone();
    let p = m.allocate(AllocKind::Stack, 8, 8, Fill::Zero, "s").unwrap();
    ptrs.push((p, 8));
    for (p, size) in ptrs {
        let id = id_of(p);
        assert_eq!(m.alloc_at(p.addr), Some(id));
        assert_eq!(m.alloc_at(p.addr + size), Some(id));
        assert_eq!(m.info(id).base, p.addr);
        assert_eq!(m.info(id).size, size);
        assert_eq!(m.alloc_at(p.addr + size + 1), None);
    }
    assert_eq!(m.alloc_at(0x10), None);
}

#[test]
fn a_memset_over_whole_pages_costs_no_bytes() {
    let mut m = Memory::new(1 << 30);
    let size = 900 << 20;
    let p = m
        .allocate(AllocKind::Heap, size, 16, Fill::Undef, "big")
        .unwrap();
    let at = |off: u64| Pointer {
        addr: p.addr + off,
        ..p
    };
    // From byte 3 to 5 bytes before the end: two partial pages, the rest
    // whole.
    m.fill(at(3), ByteBits::plain(7), size - 8).unwrap();
    // The sparse table's slots: 900 chunks of 256 pieces of 40 bytes
    // (32 before a piece could hold a small allocation's contents,
    // decision 0052).
    assert!(m.host_bytes() < 10 << 20, "{}", m.host_bytes());
    assert_eq!(
        m.read_defined(at(4096 * 1000 + 8), 8, 1, false),
        Ok(Some((0x0707_0707_0707_0707, None)))
    );
    assert_eq!(m.read_defined(at(3), 2, 1, false), Ok(Some((0x0707, None))));
    // The bytes outside the range keep the fill.
    let edge = m.read(at(0), 4, 1).unwrap();
    assert_eq!(
        (edge.bits(2).undef, edge.bits(3)),
        (0xff, ByteBits::plain(7))
    );
    let end = m.read(at(size - 6), 6, 1).unwrap();
    assert_eq!((end.bits(0), end.bits(1).undef), (ByteBits::plain(7), 0xff));
    // A store into a uniform page makes it, holding the rest of the byte.
    m.write_defined(at(PAGE * 7 + 1), 1, 1, 9, None).unwrap();
    assert_eq!(
        m.read_defined(at(PAGE * 7), 3, 1, false),
        Ok(Some((0x07_09_07, None)))
    );
    // Poison over a whole page reads as poison.
    let poison = ByteBits::of_fill(Fill::Poison);
    m.fill(at(PAGE * 10), poison, PAGE).unwrap();
    assert_eq!(m.read_defined(at(PAGE * 10), 4, 4, false), Ok(None));
    assert_eq!(m.read(at(PAGE * 10 + 4), 1, 1).unwrap().bits(0), poison);
    // A copy of the whole range moves bytes, a page at a time.
    let q = m
        .allocate(AllocKind::Heap, 3 * PAGE, 16, Fill::Zero, "small")
        .unwrap();
    m.copy(q, at(PAGE * 9), 3 * PAGE).unwrap();
    let back = m.read(q, 3 * PAGE, 1).unwrap();
    assert_eq!(back, m.read(at(PAGE * 9), 3 * PAGE, 1).unwrap());
}

#[test]
fn a_plan_gives_matching_stack_objects_their_addresses_and_the_rest_room_above() {
    let mut target = Memory::new(1 << 20);
    let b = target
        .allocate(AllocKind::Stack, 4, 4, Fill::Undef, "%b in @f")
        .unwrap();
    let layout = target.stack_layout();
    assert_eq!(layout.len(), 1);
    let mut source = Memory::new(1 << 20);
    source.set_plan(&layout);
    let other = source
        .allocate(AllocKind::Stack, 4, 4, Fill::Undef, "%retval in @f")
        .unwrap();
    let same = source
        .allocate(AllocKind::Stack, 4, 4, Fill::Undef, "%b in @f")
        .unwrap();
    assert_eq!(same.addr, b.addr);
    assert!(other.addr > b.addr + 4);
    // A block below an earlier one is still found by its address.
    assert_eq!(source.alloc_at(same.addr), Some(id_of(same)));
    assert_eq!(source.alloc_at(other.addr + 2), Some(id_of(other)));
    // Each planned block is taken once.
    let again = source
        .allocate(AllocKind::Stack, 4, 4, Fill::Undef, "%b in @f")
        .unwrap();
    assert!(again.addr > other.addr);
}

#[test]
fn an_allocation_costs_what_it_holds_not_its_size() {
    // 4 GiB nothing writes fits under a 256 MiB bound: its piece table is
    // counted, its nominal size is not.
    let mut m = Memory::new(1 << 28);
    let p = m
        .allocate(AllocKind::Stack, 4 << 30, 16, Fill::Undef, "big")
        .unwrap();
    assert!(m.host_bytes() < 64 << 20, "{}", m.host_bytes());
    let r = m.read(p, 8, 16).unwrap();
    assert_eq!(r.bits(7).undef, 0xff);
    // Filling it with distinct bytes is still stopped by the bound, a page
    // at a time.
    let page = Bytes::plain(&(0..PAGE).map(|i| (i * 13 % 251) as u8).collect::<Vec<_>>());
    let mut stopped = false;
    for k in 0..(1u64 << 20) {
        let at = Pointer {
            addr: p.addr + k * PAGE,
            ..p
        };
        if m.write(at, &page, 1) == Err(AccessError::Exhausted) {
            stopped = true;
            break;
        }
    }
    assert!(stopped);
}

#[test]
fn a_huge_allocation_makes_only_the_pages_written() {
    let mut m = Memory::new(1 << 20);
    // 1 PiB: the table of a slot per page would take 8 GiB.
    let p = m
        .allocate(AllocKind::Heap, 1 << 50, 16, Fill::Zero, "huge")
        .unwrap();
    let empty = m.host_bytes();
    assert!(empty < 8192, "{empty}");
    let far = Pointer {
        addr: p.addr + (1 << 49) + 3,
        ..p
    };
    m.write_defined(far, 2, 1, 0xbeef, None).unwrap();
    let written = m.host_bytes() - empty;
    assert!(written < 64 << 10, "{written}");
    assert_eq!(m.read_defined(far, 2, 1, false), Ok(Some((0xbeef, None))));
    // Pages never written read as the fill, and reading makes nothing.
    let before = m.host_bytes();
    let other = Pointer {
        addr: p.addr + (1 << 48),
        ..p
    };
    assert_eq!(m.read_defined(other, 8, 1, false), Ok(Some((0, None))));
    assert_eq!(m.host_bytes(), before);
    // Its whole contents do not fit in host buffers; its stored pointers
    // are found without reading them.
    assert!(!m.contents_fit(id_of(p), 1));
    assert!(m.fragments(id_of(p)).is_empty());
    // A new lifetime forgets what was written, and its host bytes.
    m.set_lifetime(id_of(p), true, Fill::Zero);
    assert_eq!(m.host_bytes(), empty);
    // The address space still bounds the size.
    assert_eq!(
        m.allocate(AllocKind::Heap, 1 << 62, 1, Fill::Zero, "too big"),
        Err(AccessError::Exhausted)
    );
}

/// The fast scalar accesses (`read_defined`, `write_defined`) against the
/// general ones (`read`, `write` of abstract bytes) on the same random
/// operations: partly poison and undef bytes, pointer fragments, block and
/// page boundaries, misaligned, dead, out-of-lifetime, read-only and shared
/// blocks. Both memories must hold the same bytes and charge the same host
/// bytes, fail with the same errors, and a fast read must say what the
/// general read's bytes say (or decline).
#[test]
fn fast_scalar_accesses_agree_with_the_general_path() {
    let mut rng = crate::xorshift::XorShift(0x2545_f491_4f6c_dd1du64);
    let mut next = move || rng.next();
    for round in 0..40 {
        let mut fast = Memory::new(1 << 24);
        let mut blocks = Vec::new();
        for (i, (size, fill)) in [
            (4, Fill::Undef),
            (8, Fill::Poison),
            (16, Fill::Undef),
            (24, Fill::Zero),
            (3 * PAGE + 5, Fill::Undef),
            (1, Fill::Poison),
            (8, Fill::Zero),
            // A sparse table: pages of unmade chunks read the fill.
            ((DENSE_PAGES + 2) * PAGE, Fill::Poison),
        ]
        .into_iter()
        .enumerate()
        {
            let kind = if i % 2 == 0 {
                AllocKind::Stack
            } else {
                AllocKind::Heap
            };
            blocks.push(fast.allocate(kind, size, 8, fill, "b").unwrap());
        }
        let prov = Provenance::Alloc(id_of(blocks[2]));
        if round % 2 == 1 {
            // Blocks shared with an image, copied on first write.
            fast.write(blocks[3], &Bytes::new(24, Fill::Zero), 1)
                .unwrap();
            fast.share();
            fast = fast.clone();
        }
        fast.set_mutable(id_of(blocks[6]), false);
        fast.set_lifetime(id_of(blocks[5]), false, Fill::Poison);
        let mut general = fast.clone();
        for step in 0..300 {
            let b = blocks[(next() % blocks.len() as u64) as usize];
            let room = fast.bounds(id_of(b)).1;
            let near_page = (next() % 4) * PAGE;
            let offset = match next() % 3 {
                0 => next() % (room + 4),
                _ => (near_page + next() % 24).saturating_sub(8) % (room + 2),
            };
            let p = Pointer {
                addr: b.addr + offset,
                ..b
            };
            let size = [1, 2, 4, 8, 8, 16, 3][(next() % 7) as usize];
            let align = [1, 1, 2, 4, 8][(next() % 5) as usize];
            match next() % 5 {
                0 | 1 => {
                    let v = (next() as u128) << 64 | next() as u128;
                    let v = v & (u128::MAX >> (128 - 8 * size));
                    let with = (size == 8 && next() % 2 == 0).then_some(prov);
                    let mut bytes = Bytes::new(size as usize, Fill::Zero);
                    bytes.write_plain(0, size as usize, v, with);
                    let want = general.write(p, &bytes, align);
                    let got = if size <= 8
                        && next() % 2 == 0
                        && fast.write_word(p, size as u8, align, v as u64, with)
                    {
                        Ok(())
                    } else {
                        fast.write_defined(p, size, align, v, with)
                    };
                    assert_eq!(got, want, "write_defined, round {round} step {step}");
                }
                2 => {
                    // Bytes that are not plain, written the general way.
                    let mut bytes = Bytes::new(size as usize, Fill::Zero);
                    for k in 0..size as usize {
                        let bits = ByteBits {
                            value: next() as u8,
                            undef: [0, 0, 0x0f, 0][(next() % 4) as usize],
                            poison: [0, 0, 0, 0x80][(next() % 4) as usize],
                        };
                        bytes.set(k, bits);
                    }
                    if size == 8 && next() % 3 == 0 {
                        bytes.write_plain(0, 8, next() as u128, Some(prov));
                    }
                    let want = general.write(p, &bytes, align);
                    assert_eq!(fast.write(p, &bytes, align), want);
                }
                _ => {
                    let want_ptr = size == 8 && next() % 2 == 0;
                    let got = fast.read_defined(p, size, align, want_ptr);
                    // The one-lookup word read answers only where
                    // `read_defined` answers, and the same.
                    if size <= 8 {
                        let word = fast.read_word(p, size as u8, align, want_ptr);
                        match word {
                            Some((v, prov)) => assert_eq!(
                                got,
                                Ok(Some((u128::from(v), prov))),
                                "read_word, round {round} step {step}"
                            ),
                            // It declines only across pieces.
                            None => assert!(
                                !matches!(got, Ok(Some(_))) || offset % PAGE + size > PAGE,
                                "read_word declined, round {round} step {step}"
                            ),
                        }
                    }
                    match general.read(p, size, align) {
                        Err(e) => {
                            assert_eq!(got, Err(e), "read_defined, round {round} step {step}")
                        }
                        Ok(bytes) => {
                            let n = size as usize;
                            let plain = bytes.is_plain(0, n);
                            let whole = want_ptr
                                && bytes.is_defined(0, n)
                                && bytes.prov(0).is_some_and(|f| {
                                    (0..n).all(|k| {
                                        bytes.prov(k)
                                            == Some(super::super::bytes::ProvFragment {
                                                prov: f.prov,
                                                index: k as u8,
                                            })
                                    })
                                });
                            let value =
                                (0..n).fold(0u128, |a, k| a | (bytes.value(k) as u128) << (8 * k));
                            let want = if plain {
                                Some((value, None))
                            } else if whole {
                                Some((value, bytes.prov(0).map(|f| f.prov)))
                            } else {
                                None
                            };
                            let got = got.unwrap_or_else(|e| panic!("read_defined failed: {e:?}"));
                            // The fast read may decline (a read across pages);
                            // what it answers is what the bytes say.
                            assert!(
                                got.is_none() || got == want,
                                "read_defined {got:?} against {want:?}, round {round} step {step}"
                            );
                            let one_piece = offset % PAGE + size <= PAGE;
                            let live = fast.info(id_of(b)).live == Liveness::Live;
                            if want.is_some() && one_piece && live {
                                assert_eq!(
                                    got, want,
                                    "read_defined declined, round {round} step {step}"
                                );
                            }
                        }
                    }
                }
            }
        }
        for b in &blocks {
            // The sparse block's megabytes only now and then.
            if fast.bounds(id_of(*b)).1 < PAGE << 4 || round % 10 == 0 {
                assert_eq!(fast.contents(id_of(*b)), general.contents(id_of(*b)));
            }
        }
        assert_eq!(fast.host_bytes(), general.host_bytes(), "round {round}");
    }
}

#[test]
fn scopes_pushed_and_popped_leave_the_guard_of_the_scopes_in_force() {
    use crate::mem::guard::{Access, GuardScope};
    let scope = |first_local: u32, other: Access| GuardScope {
        first_local,
        arg: Access::NONE,
        other,
        inaccessible: Access::NONE,
        args: Vec::new(),
        forbidden: Vec::new(),
        owner: "@f".into(),
    };
    let (mut m, p) = mem_with_block(8, 8);
    let mut stack = Vec::new();
    let mut rng = crate::xorshift::XorShift(0x2545_f491_4f6c_dd1d);
    for step in 0..300 {
        if rng.next().is_multiple_of(3) {
            m.pop_scope();
            stack.pop();
        } else {
            let other = [Access::NONE, Access::READ_WRITE][(rng.next() % 2) as usize];
            let s = scope(1 + (rng.next() % 3) as u32, other);
            m.push_scope(s.clone());
            stack.push(s);
        }
        // A copy of the memory shares the guard; changing one leaves the
        // other's alone.
        let copy = m.clone();
        let want = (!stack.is_empty()).then(|| Guard::new(stack.clone()));
        assert_eq!(m.guard().map(|g| (**g).clone()), want, "step {step}");
        let denied = stack.iter().any(|s| s.other == Access::NONE);
        assert_eq!(m.read(p, 8, 8).is_err(), denied, "step {step}");
        if !stack.is_empty() {
            m.push_scope(scope(1, Access::NONE));
            m.pop_scope();
            assert_eq!(copy.guard().map(|g| (**g).clone()), want, "step {step}");
        }
    }
}

#[test]
fn null_page_is_reached_only_while_valid() {
    let mut m = Memory::new(1 << 20);
    let id = m.allocate_null_page(64, Fill::Undef).unwrap();
    // Only as the first allocation, and never reaching the first ordinary
    // address.
    assert_eq!(
        m.allocate_null_page(64, Fill::Undef),
        Err(AccessError::Exhausted)
    );
    assert_eq!(
        Memory::new(1 << 20).allocate_null_page(FIRST_ADDRESS, Fill::Undef),
        Err(AccessError::Exhausted)
    );
    let other = m.allocate(AllocKind::Heap, 8, 8, Fill::Undef, "b").unwrap();
    assert!(other.addr >= FIRST_ADDRESS);
    assert_eq!(m.check(Pointer::NULL, 1, 1, false), Err(AccessError::Null));
    m.set_null_valid(true);
    let place = m.check(Pointer::NULL, 8, 8, true).unwrap();
    assert_eq!((place.alloc, place.offset), (id, 0));
    let inside = Pointer {
        addr: 56,
        ..Pointer::NULL
    };
    assert_eq!(m.check(inside, 8, 8, false).unwrap().offset, 56);
    assert!(matches!(
        m.check(inside, 16, 8, false),
        Err(AccessError::OutOfBounds { .. })
    ));
    // One past the end is the page's (for `getelementptr inbounds`) but
    // holds no byte; beyond it there is no block.
    let end = Pointer {
        addr: 64,
        ..Pointer::NULL
    };
    assert_eq!(m.designated(end), Some(id));
    assert!(matches!(
        m.check(end, 1, 1, false),
        Err(AccessError::OutOfBounds { .. })
    ));
    assert!(matches!(
        m.check(Pointer { addr: 65, ..end }, 1, 1, false),
        Err(AccessError::NoProvenance { .. })
    ));
    m.set_null_valid(false);
    assert_eq!(m.designated(end), None);
    assert_eq!(m.null_page_of(end), Some(id));
    assert_eq!(m.check(Pointer::NULL, 1, 1, false), Err(AccessError::Null));
}

/// Patterns of 1 to 3 shapes repeated, broken by a different shape, a
/// different address step or another kind, with named (shared and not),
/// heap and killed blocks: every allocation, live or dead, is described
/// from the history as it was made (its name, base, size and liveness),
/// however the runs' cursors advanced.
#[test]
fn the_history_describes_every_allocation_of_repeating_and_broken_patterns() {
    let mut m = Memory::new(1 << 30);
    let names: Vec<Arc<str>> = ["%a in @f", "%b in @f", "%c in @f"]
        .into_iter()
        .map(Arc::from)
        .collect();
    let mut made = Vec::new();
    for round in 0..40u64 {
        let k = 1 + (round % 3) as usize;
        let reps = 1 + round % 5;
        for _ in 0..reps {
            for (j, name) in names.iter().take(k).enumerate() {
                let size = 4 << j;
                let p = m
                    .allocate_with_name(AllocKind::Stack, size, 4, Fill::Undef, name)
                    .unwrap();
                made.push((id_of(p), name.to_string(), p.addr, size));
            }
        }
        match round % 4 {
            // The same name, not shared: still the same shape.
            0 => {
                let p = m
                    .allocate(AllocKind::Stack, 4, 4, Fill::Undef, "%a in @f")
                    .unwrap();
                made.push((id_of(p), "%a in @f".to_string(), p.addr, 4));
            }
            1 => {
                let p = m.allocate_heap(24, 8, Fill::Zero).unwrap();
                let id = id_of(p);
                made.push((id, format!("heap block #{}", id.0), p.addr, 24));
            }
            // An address step the pattern did not have.
            2 => {
                let big = m
                    .allocate(AllocKind::Stack, 100, 16, Fill::Undef, "%big")
                    .unwrap();
                made.push((id_of(big), "%big".to_string(), big.addr, 100));
            }
            _ => {}
        }
        // Kill every other allocation made so far.
        for (i, (id, ..)) in made.iter().enumerate() {
            if i % 2 == 1 {
                m.kill(*id);
            }
        }
    }
    assert_eq!(m.allocations().count(), made.len());
    for (i, (id, name, base, size)) in made.iter().enumerate() {
        let info = m.info(*id);
        let live = if i % 2 == 1 {
            Liveness::Dead
        } else {
            Liveness::Live
        };
        assert_eq!(
            (&*info.name, info.base, info.size, info.live),
            (name.as_str(), *base, *size, live),
            "allocation {i}"
        );
        assert_eq!(m.alloc_at(*base), Some(*id));
    }
    for (id, info) in m.allocations() {
        assert_eq!(info, m.info(id));
    }
}

/// A live block's record is charged in its page's slot (decision 0061)
/// and its name's handle as when the record held it; a run what it was
/// charged before its cursor, so that the memory bound stops a run where
/// it stopped before.
#[test]
fn records_are_charged_as_before_the_names_moved_to_the_history() {
    use std::mem::size_of;
    assert_eq!(
        BLOCK_HOST_BYTES as usize,
        size_of::<Shape>() - size_of::<Extent>() + 16
    );
    assert!(size_of::<Option<Slot>>() >= size_of::<Block>());
    assert_eq!(
        PAGE_HOST_BYTES as usize,
        TABLE_PAGE * size_of::<Option<Slot>>() + 32
    );
    assert_eq!(
        RUN_HOST_BYTES as usize,
        size_of::<u32>() * 2 + size_of::<u64>() * 2 + size_of::<Vec<(Shape, u64)>>()
    );
}

/// `Memory::extent` (inline for a block in the live table) says what
/// `designated` and then `bounds` say, for live, out-of-lifetime and dead
/// blocks, pointers past a block, wildcard pointers and pointers without
/// provenance, with and without a null page, in blocks of the memory's
/// own and shared ones.
#[test]
fn extent_is_the_designated_allocations_bounds() {
    let mut m = Memory::new(1 << 20);
    m.allocate_null_page(64, Fill::Zero).unwrap();
    let a = m
        .allocate(AllocKind::Stack, 16, 8, Fill::Undef, "a")
        .unwrap();
    let b = m
        .allocate(AllocKind::Heap, 40, 8, Fill::Undef, "b")
        .unwrap();
    let c = m
        .allocate(AllocKind::Stack, 8, 8, Fill::Undef, "c")
        .unwrap();
    m.kill(id_of(b));
    m.set_lifetime(id_of(c), false, Fill::Poison);
    let mut ptrs = vec![Pointer::NULL, Pointer::from_parts(Provenance::None, 64, 0)];
    for p in [a, b, c] {
        for d in [0, 8, 16, 40, 1 << 20] {
            let q = Pointer {
                addr: p.addr.wrapping_add(d),
                ..p
            };
            ptrs.extend([
                q,
                q.with_prov(Provenance::Wildcard),
                q.with_prov(Provenance::None),
            ]);
        }
    }
    for round in 0..2 {
        for &p in &ptrs {
            let want = m.designated(p).map(|id| m.bounds(id));
            assert_eq!(m.extent(p), want, "{round} {p:?}");
        }
        // Then with accesses through null valid, and the blocks shared with
        // an image.
        m.set_null_valid(true);
        m.share();
    }
    assert_eq!(m.extent(Pointer::NULL), Some((0, 64)));
    assert_eq!(m.extent(a), Some((a.addr, 16)));
    assert_eq!(m.extent(b), Some((b.addr, 40)));
}

#[test]
fn first_writes_into_part_of_a_fresh_block_take_one_lookup_under_the_bound() {
    // A `malloc`'d node (16 undef bytes): an integer into its second half,
    // then a pointer into its first, in one lookup and in full, under
    // bounds from below what the first write's records take to above what
    // both may take. Both ways write the same bytes, charge the same host
    // bytes and fail alike; the one-lookup write declines without a change
    // where it cannot tell that the bound holds.
    let mut wrote = 0;
    for extra in (0..400).step_by(8) {
        let (mut fast, p) = mem_with_block(16, 8);
        fast.set_limit(fast.host_bytes() + extra);
        let mut full = fast.clone();
        let id = id_of(p);
        let at8 = Pointer {
            addr: p.addr + 8,
            ..p
        };
        for (ptr, v, prov) in [(at8, 0x1234_5678, None), (p, p.addr, Some(p.prov()))] {
            let before = (fast.contents(id), fast.host_bytes());
            let got = if fast.write_word(ptr, 8, 8, v, prov) {
                wrote += 1;
                Ok(())
            } else {
                assert_eq!((fast.contents(id), fast.host_bytes()), before);
                fast.write_defined(ptr, 8, 8, u128::from(v), prov)
            };
            let want = full.write_defined_in_full(ptr, 8, 8, u128::from(v), prov);
            assert_eq!(got, want, "bound + {extra}");
            assert_eq!(fast.contents(id), full.contents(id), "bound + {extra}");
            assert_eq!(fast.host_bytes(), full.host_bytes(), "bound + {extra}");
            if want.is_err() {
                break;
            }
        }
        if extra >= 392 {
            assert_eq!(fast.read_word(at8, 8, 8, false), Some((0x1234_5678, None)));
            assert_eq!(
                fast.read_word(p, 8, 8, true),
                Some((p.addr, Some(p.prov())))
            );
        }
    }
    // Some writes took one lookup, and not under the smallest bounds.
    assert!(wrote > 0);
    // A block larger than a small piece holds makes records on its first
    // write: under a bound they do not fit, the one-lookup write declines.
    let (mut tight, p) = mem_with_block(24, 8);
    tight.set_limit(tight.host_bytes());
    assert!(!tight.write_word(p, 4, 4, 1, None));
    assert_eq!(
        tight.write_defined(p, 4, 4, 1, None),
        Err(AccessError::Exhausted)
    );
}

#[test]
fn a_first_pointer_store_over_a_whole_fresh_block_is_made_at_once() {
    // A `ptr` alloca (8 bytes of each fill): a pointer stored into all of
    // it, in one lookup and in full, under bounds from below what its
    // records take to above the most they may take. Both ways write the
    // same bytes, charge the same host bytes and fail alike; the
    // one-lookup write declines without a change where it cannot tell that
    // the bound holds.
    for fill in [Fill::Undef, Fill::Poison, Fill::Zero] {
        let mut wrote = 0;
        for extra in (0..240).step_by(8) {
            let mut fast = Memory::new(1 << 20);
            let p = fast.allocate(AllocKind::Stack, 8, 8, fill, "%p").unwrap();
            let q = fast.allocate(AllocKind::Heap, 24, 8, fill, "q").unwrap();
            fast.set_limit(fast.host_bytes() + extra);
            let mut full = fast.clone();
            let before = (fast.contents(id_of(p)), fast.host_bytes());
            let got = if fast.write_word(p, 8, 8, q.addr, Some(q.prov())) {
                wrote += 1;
                Ok(())
            } else {
                assert_eq!((fast.contents(id_of(p)), fast.host_bytes()), before);
                fast.write_defined(p, 8, 8, u128::from(q.addr), Some(q.prov()))
            };
            let want = full.write_defined_in_full(p, 8, 8, u128::from(q.addr), Some(q.prov()));
            assert_eq!(got, want, "{fill:?}, bound + {extra}");
            assert_eq!(fast.contents(id_of(p)), full.contents(id_of(p)));
            assert_eq!(
                fast.host_bytes(),
                full.host_bytes(),
                "{fill:?}, bound + {extra}"
            );
            assert_eq!(fast.fragments(id_of(p)), full.fragments(id_of(p)));
            if want.is_ok() {
                assert_eq!(
                    fast.read_word(p, 8, 8, true),
                    Some((q.addr, Some(q.prov())))
                );
                // An integer over it later leaves plain bytes, as in full.
                assert!(fast.write_word(p, 8, 8, 7, None));
                full.write_defined_in_full(p, 8, 8, 7, None).unwrap();
                assert_eq!(fast.contents(id_of(p)), full.contents(id_of(p)));
                assert_eq!(fast.host_bytes(), full.host_bytes());
            }
        }
        // Every store took one lookup: a pointer in an 8-byte block is a
        // small piece's slot, which takes no host bytes (decision 0052).
        assert_eq!(wrote, 30, "{fill:?}");
    }
}

#[test]
fn one_lookup_accesses_stop_at_every_page_edge_of_paged_and_sparse_blocks() {
    // A word at each offset around the page edges of a dense and a sparse
    // block: the one-lookup write and read take exactly the accesses
    // inside one page (and in bounds; a write, into a made chunk), and
    // agree with the general path.
    for size in [3 * PAGE + 5, (DENSE_PAGES + 2) * PAGE] {
        let mut fast = Memory::new(1 << 24);
        let b = fast
            .allocate(AllocKind::Heap, size, 1, Fill::Undef, "b")
            .unwrap();
        let mut general = fast.clone();
        let mut chunks = std::collections::BTreeSet::new();
        let edges = [PAGE, 2 * PAGE, 3 * PAGE, size - 8, size];
        for edge in edges {
            for back in 0..10u64 {
                for n in [1u8, 2, 4, 8] {
                    let offset = edge.saturating_sub(back);
                    let p = Pointer {
                        addr: b.addr + offset,
                        ..b
                    };
                    let v = 0x1122_3344_5566_7788u64 >> (64 - 8 * u32::from(n));
                    let inside = offset + u64::from(n) <= size;
                    let one_page = offset % PAGE + u64::from(n) <= PAGE;
                    let took = fast.write_word(p, n, 1, v, None);
                    // A sparse table's unmade chunk is made by the general
                    // write only.
                    let chunk = offset / (CHUNK_PAGES as u64 * PAGE);
                    let made = size <= DENSE_PAGES * PAGE || chunks.contains(&chunk);
                    assert_eq!(took, inside && one_page && made, "write at {offset} of {n}");
                    let want =
                        general.write_defined_in_full(p, u64::from(n), 1, u128::from(v), None);
                    if !took {
                        assert_eq!(
                            fast.write_defined(p, u64::from(n), 1, u128::from(v), None),
                            want
                        );
                    }
                    assert_eq!(want.is_ok(), inside, "write at {offset} of {n}");
                    if want.is_ok() {
                        chunks.insert(chunk);
                    }
                    let word = fast.read_word(p, n, 1, false);
                    assert_eq!(
                        word.is_some(),
                        inside && one_page,
                        "read at {offset} of {n}"
                    );
                    if let Some((got, _)) = word {
                        assert_eq!(got, v);
                    }
                    let want = general.read_defined(p, u64::from(n), 1, false);
                    assert_eq!(fast.read_defined(p, u64::from(n), 1, false), want);
                }
            }
        }
        assert_eq!(fast.contents(id_of(b)), general.contents(id_of(b)));
        assert_eq!(fast.host_bytes(), general.host_bytes());
    }
}

/// The live table's pages hold [`TABLE_PAGE`] slots in a fixed array and
/// are copied on first write when shared: blocks on both sides of a page
/// edge, in a shared page and in one of the clone's own, stay each
/// memory's own; a page whose ids are all taken and dead is given back.
#[test]
fn table_pages_across_edges_copy_on_write_and_are_given_back() {
    let mut m = Memory::new(1 << 24);
    let n = TABLE_PAGE * 2 + 3;
    let blocks: Vec<Pointer> = (0..n)
        .map(|k| {
            let p = m
                .allocate(AllocKind::Heap, 1, 1, Fill::Zero, format!("b{k}").as_str())
                .unwrap();
            m.write(p, &Bytes::plain(&[k as u8]), 1).unwrap();
            p
        })
        .collect();
    m.share();
    let snapshot = m.clone();
    let mut other = m.clone();
    // Writes on both sides of the first page edge, in the clone only.
    for k in [TABLE_PAGE - 1, TABLE_PAGE, n - 1] {
        other.write(blocks[k], &Bytes::plain(&[0xee]), 1).unwrap();
    }
    // A new block in the clone's last (partly used) page.
    let fresh = other
        .allocate(AllocKind::Heap, 1, 1, Fill::Zero, "fresh")
        .unwrap();
    other.write(fresh, &Bytes::plain(&[7]), 1).unwrap();
    for (k, p) in blocks.iter().enumerate() {
        let byte = |mem: &Memory| mem.read(*p, 1, 1).unwrap().value(0);
        assert_eq!(byte(&m), k as u8, "block {k} in the original");
        assert_eq!(byte(&snapshot), k as u8, "block {k} in the snapshot");
        let want = if [TABLE_PAGE - 1, TABLE_PAGE, n - 1].contains(&k) {
            0xee
        } else {
            k as u8
        };
        assert_eq!(byte(&other), want, "block {k} in the clone");
    }
    assert_eq!(other.read(fresh, 1, 1).unwrap().value(0), 7);
    assert!(
        m.read(fresh, 1, 1).is_err(),
        "the original has no such block"
    );
    // Killing every block of the first page gives the page back.
    let before = m.host_bytes();
    for p in &blocks[..TABLE_PAGE] {
        m.kill(id_of(*p));
    }
    assert!(
        before - m.host_bytes() >= PAGE_HOST_BYTES,
        "{before} -> {}",
        m.host_bytes()
    );
    assert_eq!(
        m.read(blocks[TABLE_PAGE], 1, 1).unwrap().value(0),
        TABLE_PAGE as u8
    );
}
