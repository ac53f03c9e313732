/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Approve_DescriptionInputs */

const en_support_approve_description = /** @type {(inputs: Support_Approve_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay support can then read your tenants, assessments and roadmap, read-only, for the hours asked. Every read is recorded in your audit log, and you can revoke the access at any time.`)
};

const de_support_approve_description = /** @type {(inputs: Support_Approve_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Assay-Support kann dann Ihre Mandanten, Bewertungen und Roadmap für die erbetenen Stunden lesend einsehen. Jeder Zugriff wird in Ihrem Prüfprotokoll erfasst, und Sie können den Zugriff jederzeit widerrufen.`)
};

const fr_support_approve_description = /** @type {(inputs: Support_Approve_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le support d’Assay pourra alors lire vos entités, évaluations et feuille de route, en lecture seule, pendant les heures demandées. Chaque lecture est consignée dans votre journal d’audit, et vous pouvez révoquer l’accès à tout moment.`)
};

const nl_support_approve_description = /** @type {(inputs: Support_Approve_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay-support kan dan uw tenants, beoordelingen en roadmap lezen, alleen lezen, gedurende de gevraagde uren. Elke leesactie wordt vastgelegd in uw auditlogboek en u kunt de toegang altijd intrekken.`)
};

const es_support_approve_description = /** @type {(inputs: Support_Approve_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El soporte de Assay podrá leer sus inquilinos, evaluaciones y hoja de ruta, en modo de solo lectura, durante las horas solicitadas. Cada lectura queda registrada en su registro de auditoría y puede revocar el acceso en cualquier momento.`)
};

const en_xa2_support_approve_description = /** @type {(inputs: Support_Approve_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššáý šüþþöŕţ çáñ ţĥéñ ŕéáð ýöüŕ ţéñáñţš, áššéššɱéñţš áñð ŕöáðɱáþ, ŕéáð-öñļý, ƒöŕ ţĥé ĥöüŕš ášķéð. Éṽéŕý ŕéáð íš ŕéçöŕðéð íñ ýöüŕ áüðíţ ļöĝ, áñð ýöü çáñ ŕéṽöķé ţĥé áççéšš áţ áñý ţíɱé. one two three four five six seven eight nine ten eleven twelv]`)
};

/**
* | output |
* | --- |
* | "Assay support can then read your tenants, assessments and roadmap, read-only, for the hours asked. Every read is recorded in your audit log, and you can revo..." |
*
* @param {Support_Approve_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_approve_description = /** @type {((inputs?: Support_Approve_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Approve_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_approve_description(inputs)
	if (locale === "fr") return fr_support_approve_description(inputs)
	if (locale === "nl") return nl_support_approve_description(inputs)
	if (locale === "es") return es_support_approve_description(inputs)
	if (locale === "en-XA") return en_xa2_support_approve_description(inputs)
	return en_support_approve_description(inputs)
});