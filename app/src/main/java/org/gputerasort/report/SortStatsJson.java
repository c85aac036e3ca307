package org.gputerasort.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import org.gputerasort.sort.SortResult;

/** The {@code sort --stats} file: the same figures as the printed table, as plain JSON numbers. */
public final class SortStatsJson {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SortStatsJson() {
    }

    public static byte[] toJson(SortResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("records", r.records());
        m.put("bytes", r.bytes());
        m.put("sorter", r.sorter());
        m.put("onePass", r.onePass());
        m.put("runs", r.runs());
        m.put("intermediatePasses", r.intermediatePasses());
        m.put("memoryBytes", r.memoryBytes());
        m.put("threads", r.threads());
        m.put("verified", r.verified());
        m.put("checksum", r.checksum().toHex());
        m.put("totalSeconds", r.totalSeconds());
        m.put("phases", phases(r.phases()));
        m.put("stages", phases(r.stages()));
        try {
            return JSON.writeValueAsBytes(m);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Map<String, Object>> phases(List<PhaseStat> list) {
        return list.stream().map(p -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", p.name());
            m.put("seconds", p.seconds());
            m.put("bytes", p.bytes());
            m.put("mbPerSec", p.mbPerSec());
            return m;
        }).toList();
    }
}
