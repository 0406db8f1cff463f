//! Well-formedness of a parsed module (LangRef and the relational-IR thesis).
