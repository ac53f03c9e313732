/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Card_DescriptionInputs */

const en_support_card_description = /** @type {(inputs: Support_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay support reads your organisation only with an owner's approval (or, in an incident, by break-glass, which you are told about at once). Every read is in your audit log.`)
};

const de_support_card_description = /** @type {(inputs: Support_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Assay-Support liest Ihre Organisation nur mit Genehmigung eines Inhabers (oder bei einem Vorfall per Notfallzugriff, über den Sie sofort informiert werden). Jeder Zugriff steht in Ihrem Prüfprotokoll.`)
};

const fr_support_card_description = /** @type {(inputs: Support_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le support d’Assay ne lit votre organisation qu’avec l’accord d’un propriétaire (ou, lors d’un incident, par accès d’urgence, dont vous êtes informé aussitôt). Chaque lecture figure dans votre journal d’audit.`)
};

const nl_support_card_description = /** @type {(inputs: Support_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay-support leest uw organisatie alleen met goedkeuring van een eigenaar (of, bij een incident, via noodtoegang, waarover u meteen wordt geïnformeerd). Elke leesactie staat in uw auditlogboek.`)
};

const es_support_card_description = /** @type {(inputs: Support_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El soporte de Assay solo lee su organización con la aprobación de un propietario (o, ante un incidente, mediante acceso de emergencia, del que se le informa al momento). Cada lectura figura en su registro de auditoría.`)
};

const en_xa2_support_card_description = /** @type {(inputs: Support_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššáý šüþþöŕţ ŕéáðš ýöüŕ öŕĝáñíšáţíöñ öñļý ŵíţĥ áñ öŵñéŕ'š áþþŕöṽáļ (öŕ, íñ áñ íñçíðéñţ, ƀý ƀŕéáķ-ĝļášš, ŵĥíçĥ ýöü áŕé ţöļð áƀöüţ áţ öñçé). Éṽéŕý ŕéáð íš íñ ýöüŕ áüðíţ ļöĝ. one two three four five six seven eight nine ten eleven t]`)
};

/**
* | output |
* | --- |
* | "Assay support reads your organisation only with an owner's approval (or, in an incident, by break-glass, which you are told about at once). Every read is in ..." |
*
* @param {Support_Card_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_card_description = /** @type {((inputs?: Support_Card_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Card_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_card_description(inputs)
	if (locale === "fr") return fr_support_card_description(inputs)
	if (locale === "nl") return nl_support_card_description(inputs)
	if (locale === "es") return es_support_card_description(inputs)
	if (locale === "en-XA") return en_xa2_support_card_description(inputs)
	return en_support_card_description(inputs)
});