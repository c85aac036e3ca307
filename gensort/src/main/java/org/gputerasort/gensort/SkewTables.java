package org.gputerasort.gensort;

/**
 * The key prefixes gensort -s writes for the Daytona skewed-key test, indexed
 * by the skew index of a record number (0..128). Data from the reference
 * gensort 1.5 (see the project's spec of the format).
 */
final class SkewTables {
    private SkewTables() {
    }

    /** 48-bit entries, most significant byte first. */
    static final long[] BINARY = parse(
            "4a696d477261 95e0e48262b3 45979353dbed 882a02c31536 5c90ab38ae52 72dc0ca51e33 10431af6a0d8 5efc4abfaca2 "
            + "44f78c8b40bf 84c0992f3b94 b3e9689de16b f8f64263fd0b da7a45a182de 9b6b4825e251 dc682a00647e f25bd15439d1 "
            + "f2fa42ed1872 6a59451be8d0 2729b9771471 879b2fb7bb35 68d0cc3c1999 27d80879d79e b0795011b782 464fb84ab848 "
            + "21f03ee8ac41 e7961c0d827f 84d904457a61 5359d35da884 4e385466525c 870fa6459011 ff00463adfc8 89ca67c29c93 "
            + "755090c0177d eb4d81a5c9ea 8a8568b3086f 5da69a3d8667 6a974359eaab 63b6044b8e78 33414912cb67 226df2b79c9b "
            + "1e58396c599a 4d676091dcfe c98f259b150d a827dc9aff7e 0696c9a1ba3b 6d16e338d777 ac35a43ba662 7ee1e4007163 "
            + "a16b6fa9f1ea 2cb7a1bb9362 2f4b08267ce7 86d192c54184 f6e4143fdeaa 458369e83cb9 6c15f70f8176 c0b487026b7f "
            + "ae9031f87d14 6b25dc59e09e 88382362424b afb96f95d32b c1d4fcf577db c68d66d18453 74fe19dc5268 8b6ae036713b "
            + "33d5b5b15c70 5e46f5432f2c 26554625dd68 f6edf4e3bafd cf9fb78aa3ca 0814098c2d9a ea1cfc70fb3f 68ede828d4c5 "
            + "8667c9b9bb8c e7afa5126f3d d00102a1c510 f9549b143a9e da0f7554e79e ca16ea9b71f0 f95a035a6be8 f3f0378f7043 "
            + "bb4d8a4fd76c c94a04753dfc 309a89718829 dda57075df7a a661cdc31622 c5969315258c 3a1693ac953b e90e587df69f "
            + "8fc94745b2fd a76fd6fc7178 4c674ce23a86 f005c4061558 2a90a67e8c6c 5adcee8ca709 ff81ed50d578 ed44536c4416 "
            + "648e4856641a a4473f64f9d0 6e45fb3d1c2c 3cb446e3070c 0a25a99af439 2cb5a1dcef47 0e4d9cd457ae 3b866f4a1aef "
            + "3e98bee5fdf5 999a6d40a43f f7e8b48baaf9 efe50820541e f7d198235367 21a58bdd2020 ed59b723b16e 20d1ef942f79 "
            + "8f2346a32af7 b09861cc8b8a b5e263333a0d 63c1b7e72b41 af90859b1ca9 9a525e2f33bf c283ea63f300 020de56000f6 "
            + "55cfe9d43d64 b5d769823639 e629cab53ca1 9cbfeb079dde a0ba1ed1ea79 0be549a512d3 7870de1fc561 98a2542fd23d "
            + "e1dc46b645c4");

    /** 6 printable bytes per entry, packed like {@link #BINARY}. */
    static final long[] ASCII = parse(
            "417366414748 7e734864306a 75495e45596d 51294a4e2952 6f34466f426b 2a7d2d577a31 30667373787d 6d7a3456434e "
            + "6d792b3d3572 3548415c7a25 60506b58513c 474c536e6c6d 7377427a5123 3953433c7a20 6f377e647273 4b7e2571345d "
            + "676a3c6d3553 267e3243687b 425d617a277e 2c324b2c444b 7d5b763e7a79 6b5872475e65 76255e52475e 7669403e386a "
            + "7d6441372a3c 3e59244b6329 75463f543b2a 7e252e40402c 4a5072414b63 2a69406c4633 3955483e2546 2d5e317e3d61 "
            + "2e5c4b715426 395274735061 4671797e5d4f 576a2d253f65 52765d51486f 312065216f67 4e2c676b3e33 732e3732592e "
            + "6a2a30606763 522b53683d4b 785d775d3d44 6d615521556f 736d4e246920 547d23206039 47326f4d5648 28747631273e "
            + "5245255a7b6f 27253a59593f 4e284a754725 6045242c7852 6a7a7524466e 7c7861504f5c 474355346766 4a5539733033 "
            + "444076392222 4f6666423828 2d5f29205227 277a34507c6e 5b214e627826 703f225c5c36 2b32415e7850 2d63754a7679 "
            + "69785e543c53 4576744c5e60 5c453d756a3d 4355376c7e22 2c7657653d7c 6b7c4d2e656c 753c23785f47 4b20263e512d "
            + "45286724352d 7e5c7074736e 59686c506b60 57427a756c2c 712965704a73 6057566b5726 485867235a5e 2d2638246c63 "
            + "5e537071776f 502d36596277 61603a3b7964 644f5d477e2d 574d5e3b7276 2d5777553442 7927772f505a 236a41606c2d "
            + "3a21572e3d76 222172347567 4f3f287c5f64 787757526a6b 546520283940 286362363231 686735782073 77356e6e6077 "
            + "7165514e6f42 366e3e694d62 75477a37533d 726429783c3e 784577615e3a 273a5d247d62 765a6c224a69 6f252c216653 "
            + "2a2b6f402b74 28436f4b5568 493e3a394a51 65537a552158 5b515a7b6126 3f3a59703425 275f3e2f2034 4b724e572e21 "
            + "6a3137613361 296f2d514c48 616c3b3a4f45 49404c2a6048 3c2170535746 317740545a75 5668257c4b69 687b79644150 "
            + "5d563968436f 2e544b5b5b6c 466b74487364 4b697c242d4d 5c675743335b 2e225e7d2c20 6b2056433f6e 7d5d4b6b263a "
            + "31324e534b7c");

    private static long[] parse(String table) {
        String[] parts = table.trim().split(" ");
        long[] v = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            v[i] = Long.parseLong(parts[i], 16);
        }
        if (v.length != 129) {
            throw new AssertionError("skew table has " + v.length + " entries, expected 129");
        }
        return v;
    }

    /** The skew index of record number (hi, lo): 0..128. */
    static int skewIndex(long hi, long lo) {
        if (hi == 0) {
            if (lo == 0) {
                return 0;
            }
            return (lo >>> 60) != 0 ? 64 : 64 - Long.numberOfLeadingZeros(lo);
        }
        return (hi >>> 60) != 0 ? 128 : 64 + 64 - Long.numberOfLeadingZeros(hi);
    }
}
