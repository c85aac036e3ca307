package org.gputerasort.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code benchmark.json}: the machine-readable report, and its reader for
 * {@code benchmark compare}. The layout is written out field by field rather
 * than derived from the Java types, because it is a published format: other
 * tools read it, and it must not change when a class is refactored. Every
 * number is a JSON number.
 *
 * <p>Top level: the headline figures of the reported run ({@code records, bytes,
 * ascii, skew, sorter, sortSeconds, sortMbPerSec, totalSeconds, validated, checksum,
 * phases}), {@code reportedRun} with how it was chosen, {@code system},
 * {@code pennysort}, and every run under {@code runs}.
 */
public final class BenchmarkJson {
    /** Version of the layout; a reader refuses versions it does not know. */
    public static final int FORMAT = 1;
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT).disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private BenchmarkJson() {
    }

    public static void write(BenchmarkResult result, Path target) throws IOException {
        ReportFile.write(target, MAPPER.writeValueAsBytes(toTree(result)));
    }

    public static String toJson(BenchmarkResult result) {
        try {
            return MAPPER.writeValueAsString(toTree(result));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot render benchmark JSON", e);
        }
    }

    /**
     * Reads a report written by {@link #write}.
     *
     * @throws IOException naming the file when it is missing, not JSON, or lacks a field
     */
    public static BenchmarkResult read(Path file) throws IOException {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new IOException("benchmark report " + file + " does not exist", e);
        } catch (IOException e) {
            throw new IOException("cannot read benchmark report " + file + ": " + e.getMessage(), e);
        }
        try {
            return parse(text);
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException("benchmark report " + file + ": " + e.getMessage(), e);
        }
    }

    /** Parses the text of a {@code benchmark.json}. */
    public static BenchmarkResult parse(String json) throws IOException {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IOException("not valid JSON (" + e.getOriginalMessage() + ")", e);
        }
        if (root == null || !root.isObject()) {
            throw new IOException("not a benchmark report (expected a JSON object)");
        }
        int format = field(root, "format").asInt();
        if (format != FORMAT) {
            throw new IOException("unknown report format " + format + " (this version reads format " + FORMAT + ")");
        }
        Workload workload = new Workload(field(root, "records").asLong(), field(root, "ascii").asBoolean(),
                field(root, "skew").asBoolean());
        List<RunResult> runs = new ArrayList<>();
        for (JsonNode run : field(root, "runs")) {
            runs.add(new RunResult(phases(field(run, "phases")), field(run, "sortSeconds").asDouble(),
                    field(run, "totalSeconds").asDouble(), field(run, "validated").asBoolean(),
                    field(run, "checksum").asText()));
        }
        JsonNode reported = field(root, "reportedRun");
        SystemInfo system = MAPPER.treeToValue(field(root, "system"), SystemInfo.class);
        return new BenchmarkResult(workload, field(root, "sorter").asText(), runs, field(reported, "run").asInt() - 1,
                field(reported, "selection").asText(), system, pennySort(field(root, "pennysort")));
    }

    static ObjectNode toTree(BenchmarkResult r) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", FORMAT);
        root.put("records", r.workload().records());
        root.put("bytes", r.workload().bytes());
        root.put("ascii", r.workload().ascii());
        root.put("skew", r.workload().skew());
        root.put("sorter", r.sorter());
        root.put("sortSeconds", r.sortSeconds());
        root.put("sortMbPerSec", r.sortMbPerSec());
        root.put("totalSeconds", r.totalSeconds());
        root.put("validated", r.validated());
        root.put("checksum", r.checksum());
        ObjectNode reported = root.putObject("reportedRun");
        reported.put("run", r.reportedRun() + 1);
        reported.put("selection", r.runSelection());
        root.set("phases", phasesTree(r.phases()));
        root.set("system", MAPPER.valueToTree(r.system()));
        root.set("pennysort", pennySortTree(r.pennySort()));
        ArrayNode runs = root.putArray("runs");
        for (int i = 0; i < r.runs().size(); i++) {
            RunResult run = r.runs().get(i);
            ObjectNode n = runs.addObject();
            n.put("run", i + 1);
            n.put("sortSeconds", run.sortSeconds());
            n.put("sortMbPerSec", run.sortMbPerSec(r.workload().bytes()));
            n.put("totalSeconds", run.totalSeconds());
            n.put("validated", run.validated());
            n.put("checksum", run.checksum());
            n.set("phases", phasesTree(run.phases()));
        }
        return root;
    }

    private static ArrayNode phasesTree(List<PhaseStat> phases) {
        ArrayNode a = MAPPER.createArrayNode();
        for (PhaseStat p : phases) {
            ObjectNode n = a.addObject();
            n.put("name", p.name());
            n.put("seconds", p.seconds());
            n.put("bytes", p.bytes());
            n.put("mbPerSec", p.mbPerSec());
        }
        return a;
    }

    private static List<PhaseStat> phases(JsonNode array) throws IOException {
        List<PhaseStat> phases = new ArrayList<>();
        for (JsonNode p : array) {
            phases.add(new PhaseStat(field(p, "name").asText(), field(p, "seconds").asDouble(), field(p, "bytes").asLong()));
        }
        return phases;
    }

    private static ObjectNode pennySortTree(PennySortFigures f) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("priceUsd", f.priceUsd());
        n.put("secondsPerPenny", f.secondsPerPenny());
        n.put("recordsPerPenny", f.recordsPerPenny());
        n.put("gbPerPenny", f.gbPerPenny());
        n.put("category", f.category().label());
        n.put("rule", f.rule());
        n.put("depreciationSeconds", f.depreciationSeconds());
        n.put("priceSource", f.price().source());
        ArrayNode parts = n.putArray("parts");
        for (SystemPrice.Part p : f.price().parts()) {
            ObjectNode part = parts.addObject();
            part.put("part", p.name());
            part.put("label", p.label());
            part.put("item", p.item());
            part.put("priceUsd", p.priceUsd());
        }
        Extrapolation x = f.extrapolation();
        ObjectNode e = n.putObject("extrapolation");
        e.put("extrapolated", x.extrapolated());
        e.put("note", "projected linearly from the measured rate, not measured; sort suggestedRecords to claim it");
        e.put("measuredRecords", x.measuredRecords());
        e.put("projectedRecords", x.projectedRecords());
        e.put("factor", x.factor());
        e.put("suggestedRecords", x.suggestedRecords());
        return n;
    }

    private static PennySortFigures pennySort(JsonNode n) throws IOException {
        List<SystemPrice.Part> parts = new ArrayList<>();
        for (JsonNode p : field(n, "parts")) {
            parts.add(new SystemPrice.Part(field(p, "part").asText(), field(p, "item").asText(),
                    field(p, "priceUsd").asDouble()));
        }
        JsonNode x = field(n, "extrapolation");
        return new PennySortFigures(field(n, "priceUsd").asDouble(), field(n, "secondsPerPenny").asDouble(),
                field(n, "recordsPerPenny").asDouble(), field(n, "gbPerPenny").asDouble(),
                category(field(n, "category").asText()), field(n, "rule").asText(),
                field(n, "depreciationSeconds").asDouble(), new SystemPrice(parts, field(n, "priceSource").asText()),
                new Extrapolation(field(x, "measuredRecords").asLong(), field(x, "projectedRecords").asLong(),
                        field(x, "factor").asDouble(), field(x, "suggestedRecords").asLong()));
    }

    private static Category category(String label) throws IOException {
        for (Category c : Category.values()) {
            if (c.label().equalsIgnoreCase(label) || c.name().equalsIgnoreCase(label)) {
                return c;
            }
        }
        throw new IOException("unknown category '" + label + "'");
    }

    private static JsonNode field(JsonNode node, String name) throws IOException {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            throw new IOException("missing field '" + name + "'");
        }
        return v;
    }
}
