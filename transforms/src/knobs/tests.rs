//! The knob set's own tests: presets load, values round-trip, errors carry positions.

use super::*;

#[test]
fn every_builtin_preset_loads() {
    for (name, _) in PRESETS {
        Knobs::preset(name).unwrap();
    }
    assert_eq!(Knobs::preset("sound").unwrap().flavour, Flavour::Sound);
    assert!(Knobs::preset("cicc-documented").unwrap().ignore_call_safety);
    let cicc = Knobs::preset("cicc").unwrap();
    assert_eq!(cicc.basic_dbe_mode, BasicDbeMode::Observed);
    assert_eq!(
        Knobs::preset("sound").unwrap().basic_dbe_mode,
        BasicDbeMode::Documented
    );
    assert!(Knobs::preset("none").unwrap().passes.is_empty());
}

#[test]
fn knobs_override_and_reject_nonsense() {
    let mut k = Knobs::preset("sound").unwrap();
    k.set("passes=dse").unwrap();
    assert_eq!(k.passes, vec![PassName::Dse]);
    k.set("branch-dist-norm=1").unwrap();
    assert_eq!(k.branch_dist_norm, 1);
    k.set("restart=incremental").unwrap();
    assert_eq!(k.restart, Restart::Incremental);
    assert!(k.set("precision=7").is_err());
    assert!(k.set("nonsense=1").is_err());
    assert!(k.set("passes=dse,frob").is_err());
    assert!(k.set("novalue").is_err());
    k.set("passes=dominance").unwrap();
    assert_eq!(k.passes, vec![PassName::Dominance]);
    k.set("sync-mode=1").unwrap();
    assert_eq!(k.sync_mode, 1);
    assert!(k.set("sync-mode=4").is_err());
    k.set("basic-dbe-mode=observed").unwrap();
    assert_eq!(k.basic_dbe_mode, BasicDbeMode::Observed);
    assert!(k.set("basic-dbe-mode=guessed").is_err());
    k.set("block=16,8").unwrap();
    assert_eq!(k.block, Some([16, 8, 1]));
    assert_eq!(k.effect_options().block, Some([16, 8, 1]));
    k.set("block=none").unwrap();
    assert_eq!(k.block, None);
    for bad in [
        "block=0",
        "block=2048",
        "block=32,32,2",
        "block=1,1,128",
        "block=a",
        "block=1,2,3,4",
    ] {
        assert!(k.set(bad).is_err(), "{bad}");
    }
    assert!(!k.noalias_params && k.byte_ranges && !k.bases_ignore_redefinition);
    k.set("noalias-params=1").unwrap();
    assert!(k.effect_options().noalias_params);
}

#[test]
fn a_preset_file_states_a_block_within_the_hardware() {
    let base = include_str!("../../presets/sound.toml");
    let good = Knobs::from_toml("p.toml", &format!("{base}block = [16, 8, 1]\n")).unwrap();
    assert_eq!(good.block, Some([16, 8, 1]));
    for bad in ["[0, 1, 1]", "[64, 64, 1]", "[1, 1, 65]"] {
        let err = Knobs::from_toml("p.toml", &format!("{base}block = {bad}\n")).unwrap_err();
        assert!(err.to_string().contains("block"), "{bad}: {err}");
    }
}

#[test]
fn no_preset_assumes_what_the_program_does_not_state() {
    for (name, _) in PRESETS {
        let k = Knobs::preset(name).unwrap();
        assert_eq!(k.block, None, "{name}");
        assert!(!k.noalias_params, "{name}");
        assert!(!k.bases_ignore_redefinition, "{name}");
    }
}

#[test]
fn the_catalogue_names_every_knob_set_takes() {
    let sound = Knobs::preset("sound").unwrap();
    let all = sound.catalogue();
    assert!(all.len() >= 25, "{all:?}");
    for k in &all {
        let mut fresh = sound.clone();
        let value = if k.value == "(none)" { "" } else { &k.value };
        fresh
            .set(&format!("{}={value}", k.name))
            .unwrap_or_else(|e| panic!("{}={value}: {e}", k.name));
        assert_eq!(fresh, sound, "{} = {value} is not its value", k.name);
    }
    let precision = all.iter().find(|k| k.name == "precision").unwrap();
    assert_eq!(
        (precision.value.as_str(), precision.takes.as_str()),
        ("3", "0, 1, 2 or 3")
    );
}

#[test]
fn preset_errors_have_positions() {
    let err = Knobs::from_toml("p.toml", "flavour = \"sound\"\nbogus = 1\n").unwrap_err();
    assert!(err.to_string().starts_with("p.toml:2:"), "{err}");
    assert!(
        matches!(err, KnobError::MalformedPreset { line: 2, .. }),
        "{err:?}"
    );
    assert!(err.is_located());
    let unknown = Knobs::preset("fast").unwrap_err();
    assert!(!unknown.is_located());
    assert_eq!(
        unknown.to_string(),
        "unknown preset 'fast' (presets: sound, cicc, cicc-documented, conservative, none)"
    );
}
