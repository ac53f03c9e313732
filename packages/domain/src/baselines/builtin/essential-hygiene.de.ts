// "Essential security hygiene" in German: every domain name and every control's title,
// description and guidance. Written for German-speaking practitioners (formal address, the
// usual terms of the BSI and ISO 27001's German edition); framework ids are not translated.
import type { BuiltinTranslation } from './build.ts';

export const essentialHygieneDe: BuiltinTranslation = {
  domains: {
    GOV: 'Governance und Personal',
    AST: 'Werte und Inventar',
    IAM: 'Identitäten und Zugriff',
    END: 'Endgeräte und Software',
    DAT: 'Datenschutz und Datensicherung',
    NET: 'Netzwerk und E-Mail',
    INC: 'Vorfallbehandlung und Überwachung',
    SUP: 'Lieferanten',
  },
  controls: {
    'GOV-01': [
      'Benannte Verantwortung für Informationssicherheit',
      'Eine Person ist für die Informationssicherheit verantwortlich und hat die Zeit und die Befugnis, entsprechend zu handeln.',
      'Halten Sie den Namen in Ihrer Richtlinie und im Protokoll der Geschäftsführung fest. In kleinen Unternehmen ist das oft die Leitung Betrieb oder der CTO; entscheidend ist, dass Entscheidungen und Nachverfolgung eine verantwortliche Person haben.',
    ],
    'GOV-02': [
      'Kurze schriftliche Sicherheitsrichtlinie',
      'Eine ein- bis dreiseitige Richtlinie legt die Sicherheitsregeln fest, die alle Beschäftigten einhalten müssen, und ist von der Leitung freigegeben.',
      'Behandeln Sie Passwörter und MFA, die Nutzung von Geräten, den Umgang mit Kundendaten, das Melden von Vorfällen und die zulässige Nutzung. Überprüfen Sie die Richtlinie jährlich und dokumentieren Sie das Datum der Überprüfung.',
    ],
    'GOV-03': [
      'Schulung zur Sicherheitssensibilisierung',
      'Alle Beschäftigten absolvieren beim Eintritt und mindestens einmal jährlich eine grundlegende Sicherheitsschulung.',
      'Halten Sie sie kurz und praxisnah: Phishing, MFA-Anfragen, Meldewege, sicheres Teilen. Dokumentieren Sie, wer die Schulung wann abgeschlossen hat.',
    ],
    'GOV-04': [
      'Übungen zu Phishing und Social Engineering',
      'Beschäftigte lernen, Phishing, Vorwandanrufe und Zahlungsbetrug zu erkennen, und üben, solche Versuche zu melden.',
      'Führen Sie ein- bis zweimal im Jahr eine simulierte Phishing-Kampagne oder eine kurze Planspielübung durch. Würdigen Sie Meldungen, statt Klicks zu bestrafen.',
    ],
    'GOV-05': [
      'Checkliste für Eintritt, Wechsel und Austritt',
      'Bei jedem Eintritt, Rollenwechsel oder Austritt wird eine Checkliste abgearbeitet, die Konten, Geräte und Daten abdeckt.',
      'Koppeln Sie die Checkliste an Personalprozesse, damit sie nicht übersprungen werden kann. Deaktivieren Sie beim Austritt die Konten am selben Tag und sammeln Sie Geräte und gemeinsam genutzte Zugangsdaten ein.',
    ],
    'GOV-06': [
      'Gesetzliche und vertragliche Pflichten bekannt',
      'Die Organisation weiß, welche Gesetze, Vorschriften und Kundenverträge ihr Pflichten zu Sicherheit oder Datenschutz auferlegen.',
      'Führen Sie diese an einer Stelle auf (etwa DSGVO, Branchenvorgaben, Sicherheitsklauseln in wichtigen Kundenverträgen), jeweils mit der verantwortlichen Person.',
    ],
    'AST-01': [
      'Geräteinventar',
      'Eine aktuelle Liste aller Laptops, Smartphones, Server und Netzwerkgeräte, die Unternehmensdaten verarbeiten.',
      'Erfassen Sie Verantwortliche, Modell, Betriebssystem und Verschlüsselungsstatus. Ein Geräteverwaltungswerkzeug kann die Liste automatisch erzeugen; für den Anfang genügt eine Tabelle.',
    ],
    'AST-02': [
      'Inventar von Software und SaaS-Diensten',
      'Eine Liste der genutzten Software und Cloud-Dienste, mit der jeweils verantwortlichen Person und den dort gespeicherten Daten.',
      'Nehmen Sie auch kostenlose Werkzeuge auf, bei denen sich jemand mit einer dienstlichen Adresse registriert hat. Prüfen Sie die Liste vierteljährlich und entfernen Sie, was nicht mehr genutzt wird.',
    ],
    'AST-03': [
      'Umgang mit unbekannten Geräten',
      'Geräte, die nicht im Inventar stehen, werden erkannt und entweder erfasst oder von den Unternehmenssystemen entfernt.',
      'Gleichen Sie das Inventar mindestens monatlich mit den Gerätelisten Ihres Identitätsanbieters und Ihres WLANs ab.',
    ],
    'AST-04': [
      'Dateninventar',
      'Die Organisation weiß, welche Arten sensibler Daten sie hält (Kunden-, Personen-, Finanzdaten) und wo diese liegen.',
      'Eine kurze Tabelle pro System genügt: Datenart, Schutzbedarf, Verantwortliche, Aufbewahrungsfrist. Sie zeigt, was zuerst geschützt werden muss.',
    ],
    'AST-05': [
      'Sichere Entsorgung von Geräten',
      'Geräte und Datenträger werden gelöscht oder vernichtet, bevor sie verkauft, recycelt oder zurückgegeben werden.',
      'Nutzen Sie das Zurücksetzen des Herstellers bei aktivierter Verschlüsselung oder einen zertifizierten Entsorgungsdienst, und dokumentieren Sie Seriennummer und Datum.',
    ],
    'IAM-01': [
      'Mehrfaktor-Authentifizierung für alle Benutzer',
      'Jedes Konto mit Zugriff auf E-Mail, Dateien oder Geschäftsanwendungen verlangt einen zweiten Faktor.',
      'Bevorzugen Sie eine Authenticator-App, Passkeys oder Sicherheitsschlüssel gegenüber SMS. Erzwingen Sie MFA zentral, statt die Nutzer um freiwillige Aktivierung zu bitten.',
    ],
    'IAM-02': [
      'Phishing-resistente MFA für Administratoren',
      'Administratorkonten nutzen Sicherheitsschlüssel oder Passkeys, die sich nicht über eine gefälschte Anmeldeseite abgreifen lassen.',
      'Registrieren Sie pro Administrator zwei Schlüssel und bewahren Sie den Ersatzschlüssel an einem sicheren Ort auf.',
    ],
    'IAM-03': [
      'Getrennte Administratorkonten',
      'Wer Systeme administriert, nutzt für Administrationsarbeit ein eigenes Administratorkonto und für E-Mail und Surfen ein normales Konto.',
      'Administratorkonten sollten kein Postfach haben. Das begrenzt, was eine Phishing-Mail oder eine bösartige Webseite erreichen kann.',
    ],
    'IAM-04': [
      'Eindeutige Passwörter und ein Passwort-Manager',
      'Beschäftigte nutzen einen Passwort-Manager des Unternehmens und für jeden Dienst ein eigenes Passwort.',
      'Stellen Sie den Passwort-Manager bereit, teilen Sie Team-Zugangsdaten über dessen Tresore und niemals per Chat oder E-Mail.',
    ],
    'IAM-05': [
      'Überprüfung der Zugriffsrechte',
      'Wer Zugriff auf wichtige Systeme hat, wird mindestens zweimal jährlich überprüft, und nicht benötigte Zugriffe werden entzogen.',
      'Exportieren Sie die Benutzerlisten der wichtigsten Systeme und lassen Sie sie von den jeweiligen Systemverantwortlichen bestätigen. Bewahren Sie die abgezeichnete Liste als Nachweis auf.',
    ],
    'IAM-06': [
      'Inaktive Konten deaktiviert',
      'Konten, die 45 Tage lang nicht genutzt wurden, werden deaktiviert.',
      'Die meisten Identitätsanbieter melden die letzte Anmeldung; prüfen Sie diesen Bericht monatlich. Dienstkonten brauchen stattdessen eine namentlich benannte verantwortliche Person.',
    ],
    'IAM-07': [
      'Single Sign-on für Geschäftsanwendungen',
      'Geschäftsanwendungen melden Benutzer über den zentralen Identitätsanbieter an, wo der Hersteller dies unterstützt.',
      'Single Sign-on bedeutet eine Stelle, an der MFA durchgesetzt und der Zugriff beim Austritt entzogen wird.',
    ],
    'IAM-08': [
      'Minimale Rechtevergabe',
      'Beschäftigte erhalten den Zugriff, den ihre Rolle braucht, und nicht mehr; Administratorrechte sind die Ausnahme.',
      'Legen Sie einige Rollenvorlagen fest (etwa Mitarbeitende, Finanzen, Entwicklung) und vergeben Sie Zugriffe anhand dieser Vorlagen.',
    ],
    'END-01': [
      'Automatische Betriebssystem-Updates',
      'Laptops, Smartphones und Server installieren Sicherheitsupdates des Betriebssystems automatisch innerhalb von zwei Wochen nach Veröffentlichung.',
      'Aktivieren Sie automatische Updates und prüfen Sie den Stand monatlich in der Konsole der Geräteverwaltung.',
    ],
    'END-02': [
      'Anwendungsupdates',
      'Browser, Office-Software und andere Anwendungen werden automatisch aktuell gehalten.',
      'Browser aktualisieren sich selbst; prüfen Sie, dass nichts dies verhindert. Entfernen Sie Anwendungen, die niemand braucht.',
    ],
    'END-03': [
      'Nur unterstützte Software',
      'Kein Gerät betreibt ein Betriebssystem oder eine Anwendung, für die es keine Sicherheitsupdates mehr gibt.',
      'Erfassen Sie die Support-Enddaten im Inventar und planen Sie den Ersatz, bevor sie erreicht sind.',
    ],
    'END-04': [
      'Festplattenverschlüsselung',
      'Jeder Laptop und jedes Smartphone verschlüsselt seinen Speicher, sodass ein verlorenes Gerät keine Daten preisgibt.',
      'BitLocker, FileVault und die Verschlüsselung mobiler Geräte sind eingebaut; erzwingen und überwachen Sie sie über die Geräteverwaltung.',
    ],
    'END-05': [
      'Virenschutz auf jedem Computer',
      'Auf jedem Computer läuft ein Schutz vor Schadsoftware, der sich selbst aktualisiert und an eine Konsole berichtet.',
      'Der eingebaute Schutz moderner Betriebssysteme genügt, wenn er eingeschaltet ist und überwacht wird.',
    ],
    'END-06': [
      'Bildschirmsperre',
      'Geräte sperren sich nach kurzer Inaktivität automatisch und lassen sich nur mit PIN, Passwort oder biometrischem Merkmal entsperren.',
      'Fünf Minuten auf Laptops und eine Minute auf Smartphones sind ein vernünftiger Standardwert.',
    ],
    'END-07': [
      'Geräteverwaltung',
      'Unternehmensgeräte sind in einem Geräteverwaltungsdienst registriert, der Einstellungen verteilt und ein verlorenes Gerät löschen kann.',
      'Die Registrierung sollte erfolgen, bevor ein Gerät übergeben wird. Testen Sie einmal eine Fernlöschung.',
    ],
    'END-08': [
      'Keine lokalen Administratorrechte im Alltag',
      'Beschäftigte haben für die tägliche Arbeit keine Administratorrechte auf ihren eigenen Computern.',
      'Installieren Sie Software über die Geräteverwaltung oder einen freigegebenen Katalog; vergeben Sie bei Bedarf vorübergehend erhöhte Rechte.',
    ],
    'DAT-01': [
      'Automatische Sicherung wichtiger Daten',
      'Wichtige Daten, auch in Cloud-Diensten, werden mindestens täglich automatisch gesichert.',
      'SaaS-Anbieter halten den Dienst am Laufen, nicht unbedingt Ihre Daten; prüfen Sie, was sie wiederherstellen, und ergänzen Sie bei Bedarf eine eigene Sicherung.',
    ],
    'DAT-02': [
      'Datensicherungen außer Reichweite von Ransomware',
      'Mindestens eine Sicherungskopie ist offline, unveränderbar oder in einem getrennten Konto, das mit alltäglichen Zugangsdaten nicht gelöscht werden kann.',
      'Nutzen Sie Object Lock, einen getrennten Backup-Mandanten oder rotierende Offline-Datenträger.',
    ],
    'DAT-03': [
      'Wiederherstellung wird getestet',
      'Eine Wiederherstellung aus der Datensicherung wird mindestens zweimal jährlich getestet und das Ergebnis dokumentiert.',
      'Stellen Sie eine realistische Stichprobe wieder her (ein Postfach, einen Ordner, eine Datenbank) und messen Sie die Dauer. Eine ungetestete Sicherung ist eine Hoffnung, keine Maßnahme.',
    ],
    'DAT-04': [
      'Kontrolliertes Teilen sensibler Dateien',
      'Dateien mit sensiblen Daten werden mit namentlich benannten Personen geteilt, nicht mit allen, die einen Link besitzen.',
      'Stellen Sie den Standard-Freigabelink auf „nur intern“ und prüfen Sie extern geteilte Dateien vierteljährlich.',
    ],
    'DAT-05': [
      'Aufbewahrung und Löschung von Daten',
      'Daten werden nur so lange aufbewahrt wie nötig und danach kontrolliert gelöscht.',
      'Legen Sie im Dateninventar Aufbewahrungsfristen pro Datenart fest und nutzen Sie die Aufbewahrungsfunktionen Ihrer Werkzeuge.',
    ],
    'DAT-06': [
      'Verschlüsselung bei der Übertragung',
      'Websites, Anwendungen und E-Mail des Unternehmens verschlüsseln die Übertragung (TLS) durchgängig.',
      'Leiten Sie HTTP auf HTTPS um und erneuern Sie Zertifikate automatisch.',
    ],
    'NET-01': [
      'Firewall im Büronetz und auf den Geräten',
      'Der Router oder die Firewall im Büro blockiert unaufgeforderte eingehende Verbindungen, und auf jedem Computer ist die Host-Firewall aktiv.',
      'Ändern Sie die Standardpasswörter der Router und halten Sie die Firmware aktuell.',
    ],
    'NET-02': [
      'Getrenntes Gäste-WLAN',
      'Besucher und private Geräte nutzen ein WLAN, das von den Unternehmensgeräten getrennt ist.',
      'Verwenden Sie in beiden Netzen WPA2 oder WPA3 mit einer starken Passphrase.',
    ],
    'NET-03': [
      'Absenderauthentifizierung für E-Mail',
      'Die Domains des Unternehmens veröffentlichen SPF, DKIM und eine DMARC-Richtlinie, die schrittweise auf „reject“ umgestellt wird.',
      'Beginnen Sie DMARC mit p=none und Berichten, korrigieren Sie legitime Absender und wechseln Sie dann zu quarantine und reject.',
    ],
    'NET-04': [
      'E-Mail-Filterung gegen Schadsoftware und Phishing',
      'Eingehende E-Mails werden auf Schadsoftware, bösartige Links und Identitätsvortäuschung geprüft.',
      'Aktivieren Sie den erweiterten Schutz Ihres E-Mail-Anbieters, einschließlich Sandbox-Prüfung von Anhängen und Umschreiben von Links.',
    ],
    'NET-05': [
      'DNS- oder Webfilterung',
      'Geräte lösen Namen über einen filternden DNS-Dienst oder Webfilter auf, der bekannte bösartige Seiten blockiert.',
      'Ein schützender DNS-Dienst, der über die Geräteverwaltung konfiguriert wird, deckt auch Laptops außerhalb des Büros ab.',
    ],
    'NET-06': [
      'Kein offen erreichbarer Remote-Desktop',
      'Remote-Desktop und andere Administrationsdienste sind aus dem Internet nicht ohne VPN oder Zero-Trust-Gateway und MFA erreichbar.',
      'Scannen Sie Ihre öffentlichen IP-Adressen mit einem kostenlosen externen Scanner und schließen Sie alles Unerwartete.',
    ],
    'INC-01': [
      'Einfacher Notfallplan für Sicherheitsvorfälle',
      'Ein einseitiger Plan legt fest, wen man anruft, was zuerst zu tun ist und wer benachrichtigt werden muss, wenn etwas schiefgeht.',
      'Nehmen Sie die Kontakte Ihres IT-Dienstleisters, Ihres Versicherers, Ihrer Bank und der Datenschutzaufsichtsbehörde auf. Drucken Sie ein Exemplar aus: Der Plan muss auch funktionieren, wenn die Systeme ausgefallen sind.',
    ],
    'INC-02': [
      'Einfacher Meldeweg für Vorfälle',
      'Beschäftigte wissen, wie sie einen vermuteten Vorfall oder eine Phishing-Nachricht melden, und Meldungen werden zügig bearbeitet.',
      'Bieten Sie eine Schaltfläche „Phishing melden“ und eine einzige Adresse oder einen einzigen Kanal an. Bedanken Sie sich bei den Meldenden.',
    ],
    'INC-03': [
      'Audit-Protokolle eingeschaltet und aufbewahrt',
      'Anmelde- und Administrationsprotokolle des Identitätsanbieters und der wichtigsten Systeme sind aktiviert und werden mindestens 90 Tage aufbewahrt.',
      'Manche Dienste bewahren Protokolle nur kurz auf, sofern sie nicht entsprechend konfiguriert oder lizenziert sind; prüfen Sie die Aufbewahrungsdauer.',
    ],
    'INC-04': [
      'Warnungen bei riskanten Anmeldungen',
      'Jemand erhält Warnungen zu verdächtigen Anmeldungen, neu vergebenen Administratorrechten und Massenlöschungen und reagiert darauf.',
      'Leiten Sie Warnungen an ein gemeinsames Postfach oder einen Chat-Kanal, der beobachtet wird, nicht an eine einzelne Person.',
    ],
    'INC-05': [
      'Übung zur Vorfallbehandlung',
      'Der Notfallplan wird mindestens einmal jährlich geübt, zum Beispiel mit einem Planspiel zu Ransomware.',
      'Ein einstündiger Durchgang mit der Leitung deckt die meisten Lücken auf. Halten Sie die Erkenntnisse fest und beheben Sie sie.',
    ],
    'SUP-01': [
      'Liste kritischer Lieferanten',
      'Die Organisation weiß, welche Lieferanten ihre Daten halten oder bei einem Ausfall den Geschäftsbetrieb zum Stillstand bringen könnten.',
      'Beginnen Sie mit dem Software-Inventar und ergänzen Sie ausgelagerte IT, Lohnabrechnung und Zahlungsdienstleister.',
    ],
    'SUP-02': [
      'Sicherheitsklauseln mit kritischen Lieferanten',
      'Verträge mit kritischen Lieferanten regeln Datenschutz, Meldung von Sicherheitsverletzungen und Sicherheitspflichten.',
      'Schließen Sie für personenbezogene Daten einen Auftragsverarbeitungsvertrag ab und fordern Sie, wo verfügbar, einen unabhängigen Nachweis an (ISO-27001-Zertifikat, SOC-2-Bericht).',
    ],
    'SUP-03': [
      'Lieferantenzugriffe begrenzt und überprüft',
      'IT-Dienstleister und externe Auftragnehmer erhalten personenbezogene Konten mit MFA und nur den nötigen Zugriff, der regelmäßig überprüft wird.',
      'Teilen Sie niemals ein internes Administratorkonto mit einem Lieferanten.',
    ],
  },
};
