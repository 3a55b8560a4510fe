qwe8*&^ lorem ipsum %% @@@ !!! define define {{ ]] 0x
	zzz = = = ;
