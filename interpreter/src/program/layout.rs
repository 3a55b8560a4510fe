//! Type layouts as the interpreter stores values: the scalar kind of a type, struct field
//! offsets, the memory [`Layout`] of a type, and `half` bits as `f32`.

use super::*;

/// The scalar class of a type's elements: of the type itself, or of a vector's lanes
/// (arithmetic on `<2 x half>` is arithmetic on each `half`).
pub fn element_scalar(module: &Module, ty: TypeId) -> Scalar {
    match module.types.get(module.types.resolve(ty)) {
        Type::Vector { elem, .. } => scalar(module, *elem),
        _ => scalar(module, ty),
    }
}

/// The scalar class of a type.
pub fn scalar(module: &Module, ty: TypeId) -> Scalar {
    match module.types.get(module.types.resolve(ty)) {
        Type::Int(b) => Scalar::Int(*b),
        Type::Half => Scalar::Half,
        Type::BFloat => Scalar::BFloat,
        Type::Float => Scalar::F32,
        Type::Double | Type::WideFloat(_) => Scalar::F64,
        Type::Ptr { .. } | Type::TypedPtr { .. } => Scalar::Ptr,
        _ => Scalar::Other,
    }
}

/// Byte offsets of the fields of a struct type (natural alignment unless packed).
pub fn field_offsets(module: &Module, fields: &[TypeId], packed: bool) -> Vec<u64> {
    let types = &module.types;
    let mut offset = 0u64;
    let mut out = Vec::with_capacity(fields.len());
    for f in fields {
        let align = if packed {
            1
        } else {
            types.abi_align(*f).unwrap_or(1)
        };
        offset = offset.div_ceil(align) * align;
        out.push(offset);
        offset += types.alloc_size(*f).unwrap_or(0);
    }
    out
}

/// The memory layout of a type; `None` for unsized types.
pub fn layout(module: &Module, ty: TypeId) -> Option<Layout> {
    let types = &module.types;
    Some(match types.get(types.resolve(ty)) {
        Type::Int(b) => Layout::Int(*b),
        Type::Half => Layout::Half,
        Type::BFloat => Layout::BFloat,
        Type::Float => Layout::F32,
        Type::Double | Type::WideFloat(_) => Layout::F64,
        Type::Ptr { .. } | Type::TypedPtr { .. } => Layout::Ptr,
        Type::Struct { fields, packed } => {
            let offsets = field_offsets(module, fields, *packed);
            let mut items = Vec::new();
            for (f, off) in fields.iter().zip(offsets) {
                items.push((off, layout(module, *f)?));
            }
            Layout::Agg(items, types.store_size(ty)?)
        }
        Type::Array { len, elem } if *len <= 4096 => array_layout(module, ty, *elem, *len)?,
        Type::Vector {
            len,
            elem,
            scalable: false,
        } => array_layout(module, ty, *elem, u64::from(*len))?,
        _ => return None,
    })
}

fn array_layout(module: &Module, ty: TypeId, elem: TypeId, len: u64) -> Option<Layout> {
    let stride = module.types.alloc_size(elem)?;
    let el = layout(module, elem)?;
    Some(Layout::Agg(
        (0..len).map(|i| (i * stride, el.clone())).collect(),
        module.types.store_size(ty)?,
    ))
}

/// Converts IEEE half bits to a float.
pub fn half_to_f32(h: u16) -> f32 {
    half::f16::from_bits(h).to_f32()
}

/// A value of scalar class `sc` from an exact `f64`: rounded (to nearest, ties to even) to
/// the class's format — `float`, `half` and `bfloat` registers hold only values of their
/// format, as a GPU's do.
pub fn round_float(sc: Scalar, x: f64) -> Value {
    match sc {
        Scalar::F32 => Value::F32(x as f32),
        Scalar::Half => Value::F64(half::f16::from_f64(x).to_f64()),
        Scalar::BFloat => Value::F64(half::bf16::from_f64(x).to_f64()),
        _ => Value::F64(x),
    }
}

/// The bits of a value of a 16-bit float class (`half` or `bfloat`).
pub fn float16_bits(sc: Scalar, x: f64) -> u16 {
    match sc {
        Scalar::BFloat => half::bf16::from_f64(x).to_bits(),
        _ => half::f16::from_f64(x).to_bits(),
    }
}

/// The value of 16-bit float bits of class `sc` (`half` or `bfloat`).
pub fn float16_value(sc: Scalar, bits: u16) -> f64 {
    match sc {
        Scalar::BFloat => half::bf16::from_bits(bits).to_f64(),
        _ => half::f16::from_bits(bits).to_f64(),
    }
}
