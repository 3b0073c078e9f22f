// Facts about the machine from /proc, shared by bin/bench and bin/compare: the CPU's name and
// other fields of /proc/cpuinfo, and the CPU time counters of /proc/stat.
#ifndef TANDEM_UTIL_MACHINE_H
#define TANDEM_UTIL_MACHINE_H

#include <stddef.h>

#include "tensor/status.h"

// The aggregate "cpu" line of /proc/stat, in clock ticks (guest and guest_nice 0 when the
// kernel does not report them).
typedef struct MachineCpuTimes {
    double user, nice, system, idle, iowait, irq, softirq, steal, guest, guest_nice;
} MachineCpuTimes;

// Parses the text of /proc/stat (its first line, "cpu  user nice system idle iowait irq softirq
// steal [guest guest_nice]") into *t. Returns 0, or TD_ERR_ARG when the line is missing or has
// fewer than 8 numbers.
TD_MUST_USE int machine_cpu_times_parse(const char *text, MachineCpuTimes *t);

// Reads /proc/stat into *t. Returns 0, TD_ERR_IO (unreadable) or TD_ERR_ARG (no "cpu" line).
TD_MUST_USE int machine_cpu_times(MachineCpuTimes *t);

// The value of field `key` ("model name", "cpu family") of the first processor in
// /proc/cpuinfo, tabs as spaces and trailing spaces trimmed, into buf. Returns 1, or 0 (buf "")
// when there is no such field or no /proc/cpuinfo.
int machine_cpuinfo_value(const char *key, char *buf, size_t cap);

#endif
