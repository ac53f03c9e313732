/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Empty_DescriptionInputs */

const en_support_empty_description = /** @type {(inputs: Support_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When Assay support asks for access, the request appears here and every owner gets an email.`)
};

const de_support_empty_description = /** @type {(inputs: Support_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn der Assay-Support um Zugriff bittet, erscheint die Anfrage hier und jeder Inhaber erhält eine E-Mail.`)
};

const fr_support_empty_description = /** @type {(inputs: Support_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand le support d’Assay demande un accès, la demande apparaît ici et chaque propriétaire reçoit un e-mail.`)
};

const nl_support_empty_description = /** @type {(inputs: Support_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Assay-support om toegang vraagt, verschijnt het verzoek hier en krijgt elke eigenaar een e-mail.`)
};

const es_support_empty_description = /** @type {(inputs: Support_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando el soporte de Assay pide acceso, la solicitud aparece aquí y cada propietario recibe un correo.`)
};

const en_xa2_support_empty_description = /** @type {(inputs: Support_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéñ Åššáý šüþþöŕţ ášķš ƒöŕ áççéšš, ţĥé ŕéǫüéšţ áþþéáŕš ĥéŕé áñð éṽéŕý öŵñéŕ ĝéţš áñ éɱáíļ. one two three four five six s]`)
};

/**
* | output |
* | --- |
* | "When Assay support asks for access, the request appears here and every owner gets an email." |
*
* @param {Support_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_empty_description = /** @type {((inputs?: Support_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_empty_description(inputs)
	if (locale === "fr") return fr_support_empty_description(inputs)
	if (locale === "nl") return nl_support_empty_description(inputs)
	if (locale === "es") return es_support_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_support_empty_description(inputs)
	return en_support_empty_description(inputs)
});