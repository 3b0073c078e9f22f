// Machine facts from /proc (see machine.h).
#include "util/machine.h"

#include <stdio.h>
#include <string.h>

int machine_cpu_times_parse(const char *text, MachineCpuTimes *t) {
    double v[10] = {0};
    if (!text || strncmp(text, "cpu ", 4) ||
        sscanf(text + 4, "%lf %lf %lf %lf %lf %lf %lf %lf %lf %lf", &v[0], &v[1], &v[2], &v[3],
               &v[4], &v[5], &v[6], &v[7], &v[8], &v[9]) < 8)
        return td_error(TD_ERR_ARG, "/proc/stat: no 'cpu' line with 8 tick counts");
    *t = (MachineCpuTimes){v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9]};
    return TD_OK;
}

int machine_cpu_times(MachineCpuTimes *t) {
    FILE *f = fopen("/proc/stat", "r");
    if (!f) return td_error(TD_ERR_IO, "cannot read /proc/stat");
    char line[512];
    const int got = fgets(line, sizeof line, f) != NULL;
    fclose(f);
    return got ? machine_cpu_times_parse(line, t) : td_error(TD_ERR_IO, "/proc/stat is empty");
}

int machine_cpuinfo_value(const char *key, char *buf, size_t cap) {
    buf[0] = 0;
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return 0;
    const size_t n = strlen(key);
    char line[512];
    int found = 0;
    while (!found && fgets(line, sizeof line, f) && line[0] != '\n') {  // a blank line ends
        if (strncmp(line, key, n) || (line[n] != '\t' && line[n] != ' ')) continue;  // the block
        const char *v = strchr(line, ':');
        if (!v) break;
        v++;
        while (*v == ' ' || *v == '\t') v++;
        size_t len = strcspn(v, "\n");
        while (len > 0 && v[len - 1] == ' ') len--;
        snprintf(buf, cap, "%.*s", (int)len, v);
        for (char *c = buf; *c; c++)
            if (*c == '\t') *c = ' ';
        found = buf[0] != 0;
    }
    fclose(f);
    return found;
}
