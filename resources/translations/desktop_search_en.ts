<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Failures</name>
        <message numerus="yes">
            <source>%n message(s) not read ({problems})</source>
            <translation>
                <numerusform>%n message not read ({problems})</numerusform>
                <numerusform>%n messages not read ({problems})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message numerus="yes">
            <source> and %Ln more</source>
            <translation>
                <numerusform> and %Ln more</numerusform>
                <numerusform> and %Ln more</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <source>%Ln not indexed</source>
            <translation>
                <numerusform>%Ln not indexed</numerusform>
                <numerusform>%Ln not indexed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln in part</source>
            <translation>
                <numerusform>%Ln in part</numerusform>
                <numerusform>%Ln in part</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>… and %Ln more</numerusform>
                <numerusform>… and %Ln more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Indexed %Ln new or changed file(s) in {duration}; {failed} could not be read.</source>
            <translation>
                <numerusform>Indexed %Ln new or changed file in {duration}; {failed} could not be read.</numerusform>
                <numerusform>Indexed %Ln new or changed files in {duration}; {failed} could not be read.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Indexed %Ln new or changed file(s) in {duration}.</source>
            <translation>
                <numerusform>Indexed %Ln new or changed file in {duration}.</numerusform>
                <numerusform>Indexed %Ln new or changed files in {duration}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln result(s)</source>
            <translation>
                <numerusform>%Ln result</numerusform>
                <numerusform>%Ln results</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln file</numerusform>
                <numerusform>%Ln files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln passage(s) indexed</source>
            <translation>
                <numerusform>%Ln passage indexed</numerusform>
                <numerusform>%Ln passages indexed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln message(s) in mail stores</source>
            <translation>
                <numerusform>%Ln message in mail stores</numerusform>
                <numerusform>%Ln messages in mail stores</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s) from drives and shared indexes</source>
            <translation>
                <numerusform>%Ln file from drives and shared indexes</numerusform>
                <numerusform>%Ln files from drives and shared indexes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s) searchable by words, their meaning not yet read ({passages})</source>
            <translation>
                <numerusform>%Ln file searchable by words, their meaning not yet read ({passages})</numerusform>
                <numerusform>%Ln files searchable by words, their meaning not yet read ({passages})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln passage(s)</source>
            <translation>
                <numerusform>%Ln passage</numerusform>
                <numerusform>%Ln passages</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message numerus="yes">
            <source>%n file(s) of the index in use could not be read for the new model ({reason}); tried again at the next run, the switch is made once they are read</source>
            <translation>
                <numerusform>%n file of the index in use could not be read for the new model ({reason}); tried again at the next run, the switch is made once they are read</numerusform>
                <numerusform>%n files of the index in use could not be read for the new model ({reason}); tried again at the next run, the switch is made once they are read</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) of the index in use were not found for the new model, and nothing shows that they are gone (a folder away, or one that could not be listed?); looked for again at the next run, the switch is made once they are read</source>
            <translation>
                <numerusform>%n file of the index in use were not found for the new model, and nothing shows that they are gone (a folder away, or one that could not be listed?); looked for again at the next run, the switch is made once they are read</numerusform>
                <numerusform>%n files of the index in use were not found for the new model, and nothing shows that they are gone (a folder away, or one that could not be listed?); looked for again at the next run, the switch is made once they are read</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>CPU (%n thread(s))</source>
            <translation>
                <numerusform>CPU (%n thread)</numerusform>
                <numerusform>CPU (%n threads)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>CPU (%n thread(s); GPU not used: {reason})</source>
            <translation>
                <numerusform>CPU (%n thread; GPU not used: {reason})</numerusform>
                <numerusform>CPU (%n threads; GPU not used: {reason})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ModelsDialog</name>
        <message numerus="yes">
            <source>%Ln dimension(s)</source>
            <translation>
                <numerusform>%Ln dimension</numerusform>
                <numerusform>%Ln dimensions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>reading {done} of %Ln file(s)</source>
            <translation>
                <numerusform>reading {done} of %Ln file</numerusform>
                <numerusform>reading {done} of %Ln files</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Preview</name>
        <message numerus="yes">
            <source>%Ln match(es) of your words marked</source>
            <translation>
                <numerusform>%Ln match of your words marked</numerusform>
                <numerusform>%Ln matches of your words marked</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Progress</name>
        <message numerus="yes">
            <source>{searchable} of %Ln file(s) searchable by words</source>
            <translation>
                <numerusform>{searchable} of %Ln file searchable by words</numerusform>
                <numerusform>{searchable} of %Ln files searchable by words</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln could not be read</source>
            <translation>
                <numerusform>%Ln could not be read</numerusform>
                <numerusform>%Ln could not be read</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All %Ln file(s) searchable by words</source>
            <translation>
                <numerusform>All %Ln file searchable by words</numerusform>
                <numerusform>All %Ln files searchable by words</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>speech: {done} of %Ln recording(s)</source>
            <translation>
                <numerusform>speech: {done} of %Ln recording</numerusform>
                <numerusform>speech: {done} of %Ln recordings</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QueryChips</name>
        <message numerus="yes">
            <source>+%Ln more</source>
            <translation>
                <numerusform>+%Ln more</numerusform>
                <numerusform>+%Ln more</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QuerySyntax</name>
        <message numerus="yes">
            <source>the past %n day(s)</source>
            <translation>
                <numerusform>the past %n day</numerusform>
                <numerusform>the past %n days</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the past %n week(s)</source>
            <translation>
                <numerusform>the past %n week</numerusform>
                <numerusform>the past %n weeks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the past %n month(s)</source>
            <translation>
                <numerusform>the past %n month</numerusform>
                <numerusform>the past %n months</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the past %n year(s)</source>
            <translation>
                <numerusform>the past %n year</numerusform>
                <numerusform>the past %n years</numerusform>
            </translation>
        </message>
    </context>
</TS>
