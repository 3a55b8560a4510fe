//! Type layouts as the interpreter stores values: the scalar kind of a type, struct field
//! offsets, the memory [`Layout`] of a type, and `half` bits as `f32`.

use super::*;

/// The scalar class of a type.
pub fn scalar(module: &Module, ty: TypeId) -> Scalar {
    match module.types.get(module.types.resolve(ty)) {
        Type::Int(b) => Scalar::Int(*b),
        Type::Half | Type::BFloat => Scalar::Half,
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
        Type::Half | Type::BFloat => Layout::Half,
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
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let frac = f32::from(h & 0x3ff);
    match exp {
        0 => sign * frac * 2f32.powi(-24),
        31 => {
            if frac == 0.0 {
                sign * f32::INFINITY
            } else {
                f32::NAN
            }
        }
        _ => sign * (1.0 + frac / 1024.0) * 2f32.powi(exp - 15),
    }
}
