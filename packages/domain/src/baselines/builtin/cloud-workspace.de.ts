// "Cloud workspace security" in German: every domain name and every control's title,
// description and guidance. Written for German-speaking administrators of Microsoft 365 and
// Google Workspace; product and feature names stay as the vendors' German consoles show them
// (Conditional Access, Purview, …), framework ids are not translated.
import type { BuiltinTranslation } from './build.ts';

export const cloudWorkspaceDe: BuiltinTranslation = {
  domains: {
    IDN: 'Identität und Anmeldung',
    ADM: 'Administratorrollen',
    DEV: 'Geräte- und Sitzungszugriff',
    MAIL: 'E-Mail-Schutz',
    SHR: 'Freigabe und Zusammenarbeit',
    APP: 'Drittanbieter-Apps und Integrationen',
    LOG: 'Audit-Protokollierung und Warnungen',
    DAT: 'Datenschutz und Aufbewahrung',
  },
  controls: {
    'IDN-01': [
      'MFA für alle Benutzer erzwungen',
      'Mehrfaktor-Authentifizierung wird per Mandantenrichtlinie für alle Benutzer erzwungen und nicht der Einzelperson überlassen.',
      'Microsoft 365: eine Richtlinie für bedingten Zugriff (oder die Sicherheitsstandards), die MFA für alle Benutzer verlangt. Google Workspace: Bestätigung in zwei Schritten für jede Organisationseinheit erzwingen. Prüfen Sie im Registrierungsbericht, wer noch fehlt.',
    ],
    'IDN-02': [
      'Legacy-Authentifizierung blockiert',
      'Anmeldeprotokolle, die kein MFA beherrschen (Standardauthentifizierung für IMAP, POP, SMTP AUTH, ältere Office-Clients), sind blockiert.',
      'Microsoft 365: Legacy-Authentifizierung per bedingtem Zugriff blockieren und SMTP AUTH deaktivieren, wo es nicht gebraucht wird. Google Workspace: den Zugriff weniger sicherer Apps sowie IMAP/POP für Benutzer abschalten, die sie nicht brauchen.',
    ],
    'IDN-03': [
      'Phishing-resistente Verfahren bevorzugt',
      'Passkeys, Sicherheitsschlüssel oder Plattform-Authentifikatoren stehen allen Benutzern zur Verfügung und sind für privilegierte Benutzer Pflicht.',
      'Bauen Sie SMS- und Sprachanruf-Codes ab; der Zahlenabgleich bei Push-Anfragen mindert MFA-Fatigue-Angriffe.',
    ],
    'IDN-04': [
      'Passwortrichtlinie ohne erzwungenen Wechsel',
      'Passwörter sind lang, werden gegen Listen bekannter kompromittierter und gesperrter Passwörter geprüft und laufen nicht nach festem Zeitplan ab.',
      'Aktivieren Sie den Schutz vor gesperrten Passwörtern oder ein Gleichwertiges; verlangen Sie einen Wechsel nur bei Hinweisen auf eine Kompromittierung.',
    ],
    'IDN-05': [
      'Self-Service-Wiederherstellung abgesichert',
      'Kontowiederherstellung und Zurücksetzen des Passworts verlangen eine starke Identitätsprüfung und können nicht zur Umgehung von MFA genutzt werden.',
      'Verlangen Sie zwei Wiederherstellungsmethoden, verzichten Sie auf Sicherheitsfragen und schließen Sie Administratorkonten vom Self-Service-Zurücksetzen aus.',
    ],
    'IDN-06': [
      'Richtlinien für riskante Anmeldungen',
      'Als riskant eingestufte Anmeldungen (unmögliche Ortswechsel, anonymisierende Netzwerke, geleakte Zugangsdaten) erfordern eine zusätzliche Authentifizierung oder werden blockiert.',
      'Microsoft 365: Anmelde- und Benutzerrisikorichtlinien (Entra ID Protection). Google Workspace: Bestätigungen bei verdächtigen Anmeldungen und Einstellungen zur Anmeldebestätigung.',
    ],
    'IDN-07': [
      'Gast- und externe Identitäten geregelt',
      'Gastkonten werden bewusst eingeladen, sehen nur das Nötige und werden entfernt, sobald sie nicht mehr gebraucht werden.',
      'Beschränken Sie, wer Gäste einladen darf, begrenzen Sie den Verzeichniszugriff von Gästen und überprüfen Sie Gastzugriffe vierteljährlich.',
    ],
    'IDN-08': [
      'Ausscheidende werden sofort gesperrt',
      'Konten von Personen, die das Unternehmen verlassen, werden am selben Tag gesperrt und ihre Sitzungen widerrufen.',
      'Anmeldung blockieren, Aktualisierungstoken und Anmeldesitzungen widerrufen, Passwort zurücksetzen, danach die Daten gemäß Richtlinie übertragen oder aufbewahren.',
    ],
    'ADM-01': [
      'Wenige globale Administratoren',
      'Zwei bis vier Personen haben die höchste Administratorrolle inne, und niemand nutzt sie für die tägliche Arbeit.',
      'Microsoft 365: Globaler Administrator. Google Workspace: Super Admin. Prüfen Sie die Liste monatlich.',
    ],
    'ADM-02': [
      'Administratorrollen nach minimaler Berechtigung',
      'Administrative Aufgaben nutzen die engste integrierte Rolle (Benutzer-, Helpdesk-, Abrechnungs-, Exchange- oder Gmail-Administrator) statt der höchsten Rolle.',
      'Ordnen Sie jeder Administrationsaufgabe eine Rolle zu und entziehen Sie die höchsten Rechte allen, die nur eine engere Rolle brauchen.',
    ],
    'ADM-03': [
      'Reine Cloud-Administratorkonten ohne Postfach',
      'Administratorkonten sind getrennte, reine Cloud-Konten ohne Lizenzen für E-Mail oder Dateien.',
      'Ein kompromittiertes, aus dem lokalen Verzeichnis synchronisiertes Konto darf nicht zum Mandantenadministrator werden.',
    ],
    'ADM-04': [
      'Just-in-Time-Rechteerhöhung',
      'Privilegierte Rollen werden befristet und mit Begründung aktiviert, statt dauerhaft zugewiesen zu sein.',
      'Microsoft 365: Privileged Identity Management. Google Workspace: befristete Rollenzuweisung, wo verfügbar, sonst dokumentierte manuelle Vergabe.',
    ],
    'ADM-05': [
      'Notfallzugriffskonten',
      'Es gibt zwei Notfallzugriffskonten, die von Richtlinien ausgenommen sind, die alle aussperren könnten, starke Zugangsdaten nutzen und bei jeder Verwendung alarmieren.',
      'Bewahren Sie ihre Zugangsdaten offline auf, testen Sie sie zweimal jährlich und überwachen Sie ihre Anmeldungen.',
    ],
    'ADM-06': [
      'Änderungen an Administratorrollen werden geprüft',
      'Jede Vergabe einer Administratorrolle wird protokolliert, gemeldet und geprüft.',
      'Senden Sie Warnungen zu Rollenzuweisungen an einen beobachteten Kanal und gleichen Sie sie mit Änderungsanträgen ab.',
    ],
    'DEV-01': [
      'Nur verwaltete oder konforme Geräte erreichen Unternehmensdaten',
      'Der Zugriff auf E-Mail und Dateien aus Desktop-Clients setzt ein registriertes oder konformes Gerät voraus.',
      'Microsoft 365: bedingter Zugriff, der ein konformes oder hybrid eingebundenes Gerät verlangt. Google Workspace: kontextsensitiver Zugriff mit Endpunktprüfung.',
    ],
    'DEV-02': [
      'Schutz mobiler Apps',
      'Unternehmensdaten in mobilen Apps sind durch eine PIN geschützt, verschlüsselt und lassen sich nicht in private Apps kopieren.',
      'Nutzen Sie App-Schutzrichtlinien (Intune) oder die erweiterte Mobilgeräteverwaltung (Google), auch auf privaten Smartphones.',
    ],
    'DEV-03': [
      'Fernlöschung von Unternehmensdaten',
      'Unternehmensdaten lassen sich von einem verlorenen oder gestohlenen Gerät aus der Ferne löschen, auf privaten Geräten selektiv.',
      'Testen Sie die selektive Löschung an einem Ersatzgerät, damit das Vorgehen bekannt ist, bevor es gebraucht wird.',
    ],
    'DEV-04': [
      'Begrenzte Sitzungsdauer',
      'Browser- und App-Sitzungen authentifizieren sich regelmäßig neu, bei Administrationsportalen häufiger.',
      'Setzen Sie die Anmeldehäufigkeit für Administrationsportale auf Stunden statt Tage und vermeiden Sie dauerhafte Sitzungen auf nicht verwalteten Geräten.',
    ],
    'DEV-05': [
      'Nur Webzugriff von nicht verwalteten Geräten',
      'Nicht verwaltete Geräte erhalten reinen Browserzugriff ohne Downloads und ohne Synchronisierung.',
      'Microsoft 365: von Apps erzwungene Einschränkungen für SharePoint und Exchange. Google Workspace: kontextsensitive Zugriffsebenen, die die Drive-Synchronisierung blockieren.',
    ],
    'MAIL-01': [
      'SPF, DKIM und DMARC durchgesetzt',
      'Jede versendende Domain hat SPF, in der Suite aktivierte DKIM-Signatur und eine DMARC-Richtlinie mit quarantine oder reject.',
      'Auch geparkte Domains, die nie E-Mails versenden, sollten eine reject-Richtlinie veröffentlichen.',
    ],
    'MAIL-02': [
      'Automatische Weiterleitung an externe Adressen blockiert',
      'Postfachregeln können E-Mails nicht automatisch außerhalb der Organisation weiterleiten, sofern dies nicht ausdrücklich genehmigt ist.',
      'Angreifer nutzen Weiterleitungsregeln, um nach einem Passwortwechsel weiter mitzulesen. Blockieren Sie standardmäßig und erlauben Sie Ausnahmen pro Postfach.',
    ],
    'MAIL-03': [
      'Schutz vor schädlichen Anhängen und Links',
      'Anhänge werden in einer Sandbox geprüft und Links zum Zeitpunkt des Klicks kontrolliert.',
      'Microsoft 365: Sichere Anlagen und Sichere Links. Google Workspace: Sicherheits-Sandbox und erweiterte Prüfung vor der Zustellung.',
    ],
    'MAIL-04': [
      'Schutz vor Identitätsvortäuschung',
      'E-Mails, die sich als Führungskräfte, eigene Domains oder ähnlich aussehende Absender ausgeben, werden markiert oder in Quarantäne gestellt.',
      'Tragen Sie die Namen von Führungskräften und Finanzpersonal in den Identitätsschutz ein und blenden Sie einen Hinweis für externe Absender ein.',
    ],
    'MAIL-05': [
      'Riskante Dateitypen blockiert',
      'Ausführbare Dateien, Skripte und Anhänge mit Makros, die das Unternehmen nicht braucht, werden blockiert.',
      'Beginnen Sie mit dem Standardfilter für Anlagen der Suite und erweitern Sie ihn.',
    ],
    'MAIL-06': [
      'Postfachüberwachung aktiv',
      'Zugriffe von Inhabern, Stellvertretern und Administratoren auf Postfächer werden protokolliert.',
      'Microsoft 365 protokolliert Postfächer mit aktuellen Lizenzen standardmäßig; prüfen Sie, dass dies für kein Postfach abgeschaltet wurde.',
    ],
    'SHR-01': [
      'Externe Freigabe eingeschränkt',
      'Das Teilen von Dateien außerhalb der Organisation ist auf authentifizierte Gäste oder freigegebene Domains beschränkt.',
      'Microsoft 365: Freigabe in SharePoint und OneDrive höchstens für neue und vorhandene Gäste. Google Workspace: Drive-Freigabe außerhalb der Organisation auf zugelassene Domains beschränkt oder mit Warnung.',
    ],
    'SHR-02': [
      'Keine anonymen Links als Standard',
      'Der Standard-Freigabelink ist nur intern gültig; „Jeder mit dem Link“ ist deaktiviert oder läuft schnell ab.',
      'Wenn anonyme Links nötig sind, verlangen Sie einen Ablauf nach höchstens 30 Tagen und nur Leserechte.',
    ],
    'SHR-03': [
      'Extern geteilte Inhalte überprüft',
      'Extern geteilte Dateien und Websites werden jedes Quartal von ihren Besitzern überprüft.',
      'Nutzen Sie die Freigabeberichte der Suite und bitten Sie die Besitzer, die Freigaben zu bestätigen oder zu widerrufen.',
    ],
    'SHR-04': [
      'Teams, Gruppen und geteilte Ablagen haben Besitzer',
      'Jedes Team, jede Gruppe und jede geteilte Ablage hat mindestens zwei Besitzer, die aktuell beschäftigt sind.',
      'Besitzerlose Bereiche sammeln veraltete Zugriffe an; legen Sie eine Richtlinie für verwaiste Gruppen fest.',
    ],
    'SHR-05': [
      'Externer Chat und Besprechungen kontrolliert',
      'Chats und Besprechungen mit externen Organisationen sind auf vertrauenswürdige Domains beschränkt, und anonyme Teilnehmende warten im Wartebereich.',
      'Microsoft Teams: Zulassungsliste für externen Zugriff und Einstellungen des Wartebereichs. Google Chat und Meet: Einschränkungen für externen Chat und Hostverwaltung.',
    ],
    'SHR-06': [
      'Kalenderdetails nicht extern veröffentlicht',
      'Kalender teilen außerhalb der Organisation nur Frei/Gebucht-Informationen.',
      'Besprechungstitel und Teilnehmende sind für Angreifer nützlich, die einen Vorwand vorbereiten.',
    ],
    'APP-01': [
      'Benutzereinwilligung für Apps eingeschränkt',
      'Benutzer können Drittanbieter-Apps keinen Zugriff auf Unternehmensdaten gewähren, außer risikoarmen Berechtigungen verifizierter Herausgeber.',
      'Microsoft 365: Einstellungen zur Benutzereinwilligung und Workflow für Administratoreinwilligung. Google Workspace: API-Steuerung mit vertrauenswürdigen oder blockierten Apps pro Organisationseinheit.',
    ],
    'APP-02': [
      'Verbundene Apps überprüft',
      'Apps mit Zugriff auf den Mandanten werden vierteljährlich überprüft; ungenutzte oder überberechtigte Apps werden entfernt.',
      'Achten Sie auf Apps mit Lesezugriff auf E-Mails oder Vollzugriff auf Drive sowie auf Apps unbekannter Herausgeber.',
    ],
    'APP-03': [
      'Add-ins und Erweiterungen kontrolliert',
      'Office-Add-ins, Apps aus dem Workspace Marketplace und Browsererweiterungen werden aus einer freigegebenen Liste installiert.',
      'Verteilen Sie benötigte Add-ins zentral und unterbinden Sie die Installation durch Benutzer.',
    ],
    'APP-04': [
      'Dienstprinzipale und API-Schlüssel mit Verantwortlichen',
      'App-Registrierungen, Dienstkonten und API-Schlüssel haben jeweils eine verantwortliche Person, minimale Berechtigungen und ablaufende Geheimnisse.',
      'Bevorzugen Sie Zertifikate oder Workload-Identitäten gegenüber langlebigen Geheimnissen; lassen Sie sich warnen, wenn Apps neue Anmeldeinformationen erhalten.',
    ],
    'APP-05': [
      'Die Workspace-Nutzung ist Teil des Lieferantenmanagements',
      'Die Suite selbst und integrierte SaaS-Dienste werden als Lieferanten bewertet, ihre Sicherheitsdokumentation liegt vor.',
      'Dokumentieren Sie die Datenregion, das Modell der geteilten Verantwortung und die Bedingungen zur Meldung von Sicherheitsverletzungen.',
    ],
    'LOG-01': [
      'Einheitliches Überwachungsprotokoll aktiv und aufbewahrt',
      'Das Audit-Protokoll des Mandanten ist aktiviert, und seine Aufbewahrung genügt den Untersuchungsanforderungen der Organisation (mindestens 180 Tage).',
      'Microsoft 365: Purview-Überwachung. Google Workspace: Audit- und Prüfprotokolle; für eine längere Aufbewahrung in einen Speicher oder ein SIEM exportieren.',
    ],
    'LOG-02': [
      'Warnrichtlinien für Ereignisse mit hohem Risiko',
      'Warnungen werden bei Massendownloads oder -löschungen, neuen Weiterleitungsregeln, Administratorzuweisungen und Schadsoftwarefunden ausgelöst.',
      'Beginnen Sie mit den Standard-Warnrichtlinien der Suite und leiten Sie sie in eine überwachte Warteschlange.',
    ],
    'LOG-03': [
      'Protokolle in zentralen Speicher exportiert',
      'Audit- und Anmeldeprotokolle werden auf eine Protokollplattform außerhalb des Mandanten exportiert, sodass eine Kompromittierung des Mandanten sie nicht löschen kann.',
      'Ein Speicher-Bucket mit Aufbewahrungssperre oder ein SIEM eignen sich beide.',
    ],
    'LOG-04': [
      'Regelmäßige Prüfung der Sicherheits-Dashboards',
      'Jemand prüft mindestens wöchentlich die Sicherheitsbewertung bzw. die Seite zum Sicherheitsstatus und die Warteschlange der Warnungen.',
      'Verfolgen Sie die Bewertung über die Zeit und dokumentieren Sie, warum Empfehlungen umgesetzt oder abgelehnt werden.',
    ],
    'LOG-05': [
      'Ablaufplan für kompromittierte Konten',
      'Ein schriftlicher Ablaufplan deckt ein kompromittiertes Postfach oder Konto ab: Sitzungen widerrufen, Zugangsdaten zurücksetzen, Regeln und Apps entfernen, Audit-Protokoll prüfen, benachrichtigen.',
      'Üben Sie ihn einmal jährlich; die Kompromittierung geschäftlicher E-Mail-Konten ist der häufigste Cloud-Vorfall.',
    ],
    'DAT-01': [
      'Sicherung von E-Mail, Dateien und Chat',
      'Postfächer, Ablagen, Websites und Chats werden durch einen Dienst gesichert, der vom Papierkorb des Mandanten unabhängig ist.',
      'Die Aufbewahrung in der Suite ist keine Sicherung gegen einen böswilligen Administrator oder eine per Synchronisierung verbreitete Löschung; testen Sie Wiederherstellungen.',
    ],
    'DAT-02': [
      'Vertraulichkeitsbezeichnungen oder Klassifizierung',
      'Sensible Dokumente tragen eine Bezeichnung oder Klassifizierung, die Schutzmaßnahmen wie Verschlüsselung und Freigabegrenzen steuert.',
      'Microsoft 365: Purview-Vertraulichkeitsbezeichnungen. Google Workspace: Drive-Labels mit DLP-Regeln. Beginnen Sie mit drei Bezeichnungen.',
    ],
    'DAT-03': [
      'Verhinderung von Datenverlust für wichtige Datenarten',
      'DLP-Regeln erkennen und blockieren die Freigabe von Kartennummern, nationalen Identifikationsnummern und anderen regulierten Daten.',
      'Lassen Sie die Regeln zunächst im Überwachungsmodus laufen und erzwingen Sie sie dann für externe Freigaben.',
    ],
    'DAT-04': [
      'Aufbewahrungsrichtlinien',
      'Aufbewahrungsrichtlinien bewahren E-Mails und Dateien so lange auf, wie Gesetz und Geschäftsbetrieb es verlangen, und löschen sie danach.',
      'Stimmen Sie sie mit dem Dateninventar ab; nutzen Sie für Rechtsstreitigkeiten das Aufbewahrungsverfahren (Legal Hold) statt unbegrenzter Aufbewahrung.',
    ],
    'DAT-05': [
      'Kundenseitige oder Suite-Verschlüsselung verstanden',
      'Die von der Suite bereitgestellte Verschlüsselung ruhender und übertragener Daten ist dokumentiert; kundenseitig verwaltete Schlüssel haben Verantwortliche und werden rotiert.',
      'Die meisten Organisationen verlassen sich auf vom Anbieter verwaltete Schlüssel; dokumentieren Sie diese Entscheidung und wo die Daten gehostet werden.',
    ],
  },
};
