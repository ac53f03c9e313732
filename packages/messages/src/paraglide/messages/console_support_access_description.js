/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Access_DescriptionInputs */

const en_console_support_access_description = /** @type {(inputs: Console_Support_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organisation's content (tenants, assessments, roadmap) opens only under access its owners approve, or by break-glass in an incident. Every read is in its audit log.`)
};

const de_console_support_access_description = /** @type {(inputs: Console_Support_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Inhalte der Organisation (Mandanten, Bewertungen, Roadmap) öffnen sich nur mit einem Zugang, den ihre Inhaber genehmigen, oder per Notfallzugriff bei einem Vorfall. Jeder Lesezugriff steht in ihrem Audit-Log.`)
};

const fr_console_support_access_description = /** @type {(inputs: Console_Support_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le contenu de l’organisation (entités, évaluations, feuille de route) ne s’ouvre qu’avec un accès approuvé par ses propriétaires, ou par accès d’urgence lors d’un incident. Chaque lecture figure dans son journal d’audit.`)
};

const nl_console_support_access_description = /** @type {(inputs: Console_Support_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De inhoud van de organisatie (tenants, beoordelingen, roadmap) gaat alleen open met toegang die de eigenaren goedkeuren, of met noodtoegang bij een incident. Elke leesactie staat in het auditlogboek.`)
};

const es_console_support_access_description = /** @type {(inputs: Console_Support_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El contenido de la organización (inquilinos, evaluaciones, hoja de ruta) solo se abre con un acceso que aprueban sus propietarios o con acceso de emergencia ante un incidente. Cada lectura figura en su registro de auditoría.`)
};

const en_xa2_console_support_access_description = /** @type {(inputs: Console_Support_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŕĝáñíšáţíöñ'š çöñţéñţ (ţéñáñţš, áššéššɱéñţš, ŕöáðɱáþ) öþéñš öñļý üñðéŕ áççéšš íţš öŵñéŕš áþþŕöṽé, öŕ ƀý ƀŕéáķ-ĝļášš íñ áñ íñçíðéñţ. Éṽéŕý ŕéáð íš íñ íţš áüðíţ ļöĝ. one two three four five six seven eight nine ten eleven ]`)
};

/**
* | output |
* | --- |
* | "The organisation's content (tenants, assessments, roadmap) opens only under access its owners approve, or by break-glass in an incident. Every read is in its..." |
*
* @param {Console_Support_Access_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_access_description = /** @type {((inputs?: Console_Support_Access_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Access_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_access_description(inputs)
	if (locale === "fr") return fr_console_support_access_description(inputs)
	if (locale === "nl") return nl_console_support_access_description(inputs)
	if (locale === "es") return es_console_support_access_description(inputs)
	if (locale === "en-XA") return en_xa2_console_support_access_description(inputs)
	return en_console_support_access_description(inputs)
});