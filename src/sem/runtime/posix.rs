//! What POSIX functions llsem leaves to the environment promise whatever
//! their declaration says: the file-system functions read the path they
//! are given and keep no copy of it. The table holds the attributes
//! LLVM 22 gives these functions when it recognizes them
//! (`opt -passes=inferattrs`, `inferNonMandatoryLibFuncAttrs` in
//! `BuildLibCalls.cpp`; Alive2 adds the same ones in
//! `llvm_util/known_fns.cpp`), which is what lets an optimizer move a load
//! of the path across `access(path, F_OK)`.

use crate::sem::library::{Implied, ParamUse};

use ParamUse::{NoCapture as N, Plain as P, ReadOnly as R};

/// Name, result `noalias`, parameters.
const TABLE: &[(&str, bool, &[ParamUse])] = &[
    ("access", false, &[R, P]),
    ("chmod", false, &[R, P]),
    ("chown", false, &[R, P, P]),
    ("closedir", false, &[N]),
    ("getpwnam", false, &[R]),
    ("lstat", false, &[R, N]),
    ("mkdir", false, &[R, P]),
    ("opendir", true, &[R]),
    ("perror", false, &[R]),
    ("realpath", false, &[R, P]),
    ("remove", false, &[R]),
    ("rename", false, &[R, R]),
    ("rmdir", false, &[R]),
    ("stat", false, &[R, N]),
    ("unlink", false, &[R]),
    ("utime", false, &[R, R]),
];

/// The attributes POSIX function `name` has whatever its declaration says
/// (each of them: `noundef` result and arguments, `nofree nounwind`).
pub fn implied(name: &str) -> Option<Implied> {
    TABLE
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|&(_, ret_noalias, params)| Implied {
            noundef: true,
            ret_noalias,
            params,
            nofree_nounwind: true,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn access_reads_its_path_and_opendir_allocates() {
        let a = implied("access").expect("access is known");
        assert_eq!(a.params, &[ParamUse::ReadOnly, ParamUse::Plain]);
        assert!(a.noundef && a.nofree_nounwind && !a.ret_noalias);
        assert!(implied("opendir").is_some_and(|o| o.ret_noalias));
        assert_eq!(implied("open"), None);
    }
}
