//! The knob set's own tests: presets load, values round-trip, errors carry positions.

use super::*;
use syncflow_analyses::memory::BlockShape;

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
    assert!(k.branch_dist_norm);
    k.set("branch-dist-norm=-7").unwrap();
    assert!(k.branch_dist_norm, "any non-zero integer is 1");
    k.set("branch-dist-norm=0").unwrap();
    assert!(!k.branch_dist_norm);
    k.set("ignore-variance-cond=true").unwrap();
    assert!(k.ignore_variance_cond);
    assert!(k.set("ignore-variance-cond=2").is_err());
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

/// The sound preset's knobs, as the JSON report has always written them: cicc's
/// integer-spelled flags as `0`/`1`, the others as booleans, in field order.
#[test]
fn the_serialised_knobs_keep_their_bytes() {
    let sound = Knobs::preset("sound").unwrap();
    assert_eq!(
        serde_json::to_string(&sound).unwrap(),
        concat!(
            r#"{"flavour":"sound","passes":["dominance","basic-dbe","branch-dist","dse"],"#,
            r#""precision":3,"block-shape":"any","restart":"incremental","#,
            r#""ignore-call-safety":false,"ignore-variance-cond":0,"#,
            r#""ignore-address-space-check":0,"ignore-phi-overhead":0,"#,
            r#""disable-complex-branch-dist":0,"no-branch-dist":"","#,
            r#""branch-dist-func-limit":-1,"branch-dist-block-limit":-1,"branch-dist-norm":0,"#,
            r#""dump-branch-dist":false,"iteration-limit":-1,"sync-mode":3,"#,
            r#""basic-dbe-mode":"documented","rescan-after-removal":0,"#,
            r#""opaque-inline-asm":false,"async-at-issue-only":false,"#,
            r#""async-partial-waits-complete-nothing":false,"#,
            r#""legacy-sync-model":false,"hopper-async":true,"wmma-registers-only":false,"#,
            r#""iteration-distance":true,"iterations-ignore-distance":false,"#,
            r#""named-barriers":true,"named-barriers-order-everything":false,"#,
            r#""named-barriers-ignore-phase":false,"mbarrier-phases":true,"#,
            r#""mbarrier-phases-order-everything":false,"#,
            r#""race-free-slots":true,"keep":[],"block":null,"byte-ranges":true,"#,
            r#""noalias-params":false,"bases-ignore-redefinition":false,"narrow-lds":true,"#,
            r#""narrow-lds-ignore-global":false,"lds-groups":true,"lds-groups-ignore-full":false}"#
        )
    );
    let mut on = sound.clone();
    for flag in [
        "ignore-variance-cond",
        "branch-dist-norm",
        "rescan-after-removal",
    ] {
        on.set(&format!("{flag}=1")).unwrap();
    }
    let json = serde_json::to_string(&on).unwrap();
    assert!(json.contains(r#""ignore-variance-cond":1,"#), "{json}");
    assert!(json.contains(r#""branch-dist-norm":1,"#), "{json}");
    assert!(json.contains(r#""rescan-after-removal":1,"#), "{json}");
}

/// A preset may write cicc's flags as integers or as booleans; other values are errors.
#[test]
fn cicc_flags_read_integers_and_booleans() {
    let base = include_str!("../../presets/sound.toml");
    let with = |line: &str| {
        let text = base.replace("ignore-variance-cond = 0\n", &format!("{line}\n"));
        Knobs::from_toml("p.toml", &text)
    };
    assert!(
        !with("ignore-variance-cond = 0")
            .unwrap()
            .ignore_variance_cond
    );
    assert!(
        with("ignore-variance-cond = 1")
            .unwrap()
            .ignore_variance_cond
    );
    assert!(
        with("ignore-variance-cond = true")
            .unwrap()
            .ignore_variance_cond
    );
    assert!(
        !with("ignore-variance-cond = false")
            .unwrap()
            .ignore_variance_cond
    );
    for bad in ["-1", "256", "\"1\""] {
        let err = with(&format!("ignore-variance-cond = {bad}")).unwrap_err();
        assert!(err.is_located(), "{bad}: {err}");
    }
}

/// `--help` lists every knob with what it takes and its value in the sound preset, exactly
/// as before the knobs were declared in one table.
#[test]
fn the_catalogue_of_the_sound_preset_is_unchanged() {
    let lines: Vec<String> = Knobs::preset("sound")
        .unwrap()
        .catalogue()
        .into_iter()
        .map(|k| format!("{} | {} | {}", k.name, k.takes, k.value))
        .collect();
    let expected = [
        "async-at-issue-only | 0 or 1 | false",
        "async-partial-waits-complete-nothing | 0 or 1 | false",
        "bases-ignore-redefinition | 0 or 1 | false",
        "basic-dbe-mode | documented or observed | documented",
        "block | X[,Y[,Z]] with positive dimensions of at most 1024 threads, or none | (none)",
        "block-shape | any, 2d or 1d | any",
        "branch-dist-block-limit | an integer | -1",
        "branch-dist-func-limit | an integer | -1",
        "branch-dist-norm | an integer | 0",
        "byte-ranges | 0 or 1 | true",
        "disable-complex-branch-dist | 0 or 1 | 0",
        "dump-branch-dist | 0 or 1 | false",
        "flavour | sound or faithful | sound",
        "hopper-async | 0 or 1 | true",
        "ignore-address-space-check | 0 or 1 | 0",
        "ignore-call-safety | 0 or 1 | false",
        "ignore-phi-overhead | 0 or 1 | 0",
        "ignore-variance-cond | 0 or 1 | 0",
        "iteration-distance | 0 or 1 | true",
        "iteration-limit | an integer | -1",
        "iterations-ignore-distance | 0 or 1 | false",
        "keep | FILE:LINE, comma-separated | (none)",
        "lds-groups | 0 or 1 | true",
        "lds-groups-ignore-full | 0 or 1 | false",
        "legacy-sync-model | 0 or 1 | false",
        "mbarrier-phases | 0 or 1 | true",
        "mbarrier-phases-order-everything | 0 or 1 | false",
        "named-barriers | 0 or 1 | true",
        "named-barriers-ignore-phase | 0 or 1 | false",
        "named-barriers-order-everything | 0 or 1 | false",
        "narrow-lds | 0 or 1 | true",
        "narrow-lds-ignore-global | 0 or 1 | false",
        "no-branch-dist | any text | (none)",
        "noalias-params | 0 or 1 | false",
        "opaque-inline-asm | 0 or 1 | false",
        "passes | a list of dominance, basic-dbe, branch-dist, dse | dominance,basic-dbe,branch-dist,dse",
        "precision | 0, 1, 2 or 3 | 3",
        "race-free-slots | 0 or 1 | true",
        "rescan-after-removal | 0 or 1 | 0",
        "restart | full, incremental or never | incremental",
        "sync-mode | 0, 1, 2 or 3 | 3",
        "wmma-registers-only | 0 or 1 | false",
    ];
    assert_eq!(lines, expected);
}

/// Every declared knob is in the catalogue once, and in every preset its listed value, set
/// again with `--knob`, leaves the knobs as they were.
#[test]
fn every_declared_knob_round_trips_through_set_and_the_catalogue() {
    let mut declared: Vec<&str> = KNOBS.iter().map(|k| k.name).collect();
    declared.sort_unstable();
    for (preset, _) in PRESETS {
        let knobs = Knobs::preset(preset).unwrap();
        let all = knobs.catalogue();
        let listed: Vec<&str> = all.iter().map(|k| k.name.as_str()).collect();
        assert_eq!(listed, declared, "{preset}");
        for k in &all {
            let mut fresh = knobs.clone();
            if k.name == "keep" {
                fresh.keep.clear(); // `keep=` adds
            }
            let value = if k.value == "(none)" { "" } else { &k.value };
            fresh.set(&format!("{}={value}", k.name)).unwrap();
            assert_eq!(fresh, knobs, "{preset}: {} = {value}", k.name);
            let spec = KnobSpec::named(&k.name).unwrap();
            assert_eq!(spec.takes(), k.takes);
            assert!(!spec.doc().is_empty() && !spec.values().is_empty());
        }
    }
}

/// A preset names only declared knobs, each in range.
#[test]
fn every_preset_sets_only_declared_knobs_and_passes_validation() {
    for (name, text) in PRESETS {
        let table: toml::Table = toml::from_str(text).unwrap();
        for key in table.keys() {
            let spec = KnobSpec::named(key).unwrap_or_else(|| panic!("{name}: {key}"));
            assert_eq!(spec.name, key, "{name}: presets use the knob's own name");
        }
        let knobs = Knobs::preset(name).unwrap();
        assert_eq!(knobs.validate(), Ok(()), "{name}");
    }
    let base = include_str!("../../presets/sound.toml");
    let out_of_range = |from: &str, to: &str| {
        Knobs::from_toml("p.toml", &base.replace(from, to))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        out_of_range("precision = 3", "precision = 4"),
        "precision must be 0, 1, 2 or 3, not 4"
    );
    assert_eq!(
        out_of_range("sync-mode = 3", "sync-mode = 9"),
        "sync-mode must be 0, 1, 2 or 3, not 9"
    );
}

/// The error texts of a bad `--knob`, byte for byte (the command line prints them).
#[test]
fn bad_knobs_and_passes_keep_their_error_texts() {
    let mut k = Knobs::preset("sound").unwrap();
    let err = |k: &mut Knobs, s: &str| k.set(s).unwrap_err().to_string();
    assert_eq!(
        err(&mut k, "nonsense=1"),
        "unknown knob 'nonsense' (see `syncflow eliminate --help`)"
    );
    assert_eq!(
        err(&mut k, "passes=dse,frob"),
        "--knob passes: expected a list of dominance, basic-dbe, branch-dist, dse, got 'dse,frob'"
    );
    assert_eq!(k.passes.len(), 4, "a bad list changes nothing");
    assert_eq!(
        err(&mut k, "flavor = sloppy"),
        "--knob flavor: expected sound or faithful, got 'sloppy'"
    );
    assert_eq!(
        err(&mut k, "precision=+3"),
        "--knob precision: expected 0, 1, 2 or 3, got '+3'"
    );
    assert_eq!(
        err(&mut k, "ignore-phi-overhead=yes"),
        "--knob ignore-phi-overhead: expected 0 or 1, got 'yes'"
    );
    assert_eq!(
        err(&mut k, "iteration-limit=lots"),
        "--knob iteration-limit: expected an integer, got 'lots'"
    );
    assert_eq!(
        err(&mut k, "keep=a.cu:0"),
        "--knob keep: expected FILE:LINE, comma-separated, got 'a.cu:0'"
    );
    assert_eq!(
        err(&mut k, "precision"),
        "--knob expects NAME=VALUE, got 'precision'"
    );
    k.set("flavor=faithful").unwrap();
    assert_eq!(k.flavour, Flavour::Faithful);
    k.set("block-shape=3d").unwrap();
    assert_eq!(k.block_shape, BlockShape::Any);
    k.set("keep=a.cu:3, b.cu:4").unwrap();
    k.set("keep=c.cu:5").unwrap();
    assert_eq!(k.keep, ["a.cu:3", "b.cu:4", "c.cu:5"]);
}

/// The words `--knob` takes for an enum are the ones presets and reports spell it with, and
/// every value a report writes reads back through `--knob` (issue 40: the JSON's
/// `block-shape: "one-d"` was rejected by `--knob`).
#[test]
fn enum_words_are_the_serialised_spellings() {
    for (knob, words) in [
        ("flavour", &["sound", "faithful"][..]),
        ("block-shape", &["any", "2d", "1d"]),
        ("restart", &["full", "incremental", "never"]),
        ("basic-dbe-mode", &["documented", "observed"]),
    ] {
        for word in words {
            let mut k = Knobs::preset("sound").unwrap();
            k.set(&format!("{knob}={word}")).unwrap();
            let json = serde_json::to_value(&k).unwrap();
            assert_eq!(json[knob], *word);
        }
        let spec = KnobSpec::named(knob).unwrap();
        assert!(spec.takes().ends_with(words.last().unwrap()));
    }
}

/// Every knob's value, as the JSON report writes it, is a value `--knob` takes, for every
/// preset; and the old spellings `two-d`/`one-d` still read, in `--knob` and in serde.
#[test]
fn every_serialised_knob_value_parses_back() {
    for preset in ["sound", "cicc", "cicc-documented", "conservative", "none"] {
        for shape in ["any", "2d", "1d"] {
            let mut k = Knobs::preset(preset).unwrap();
            k.set(&format!("block-shape={shape}")).unwrap();
            let json = serde_json::to_value(&k).unwrap();
            for (name, value) in json.as_object().unwrap() {
                let text = match value {
                    serde_json::Value::String(s) => s.clone(),
                    serde_json::Value::Array(items) => items
                        .iter()
                        .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                        .collect::<Vec<_>>()
                        .join(","),
                    serde_json::Value::Null => continue,
                    other => other.to_string(),
                };
                let mut back = Knobs::preset(preset).unwrap();
                back.set(&format!("{name}={text}"))
                    .unwrap_or_else(|e| panic!("{preset}: {name}={text}: {e}"));
                assert_eq!(serde_json::to_value(&back).unwrap()[name], *value, "{name}");
            }
        }
    }
    let mut k = Knobs::preset("sound").unwrap();
    k.set("block-shape=one-d").unwrap();
    assert_eq!(k.block_shape, BlockShape::OneD);
    let old: BlockShape = serde_json::from_str("\"two-d\"").unwrap();
    assert_eq!(old, BlockShape::TwoD);
}

/// Every pass reads back from its name, in knobs and in serde alike.
#[test]
fn every_pass_is_named_once() {
    for pass in PassName::ALL {
        assert_eq!(PassName::parse(pass.as_str()), Some(*pass));
        let json = serde_json::to_value(pass).unwrap();
        assert_eq!(json, pass.as_str());
        assert!(!pass.doc().is_empty() && !pass.doc().starts_with(' '));
    }
    assert_eq!(PassName::parse("frob"), None);
}
