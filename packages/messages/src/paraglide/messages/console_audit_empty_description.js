/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_Empty_DescriptionInputs */

const en_console_audit_empty_description = /** @type {(inputs: Console_Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service actions and every organisation's changes appear here.`)
};

const de_console_audit_empty_description = /** @type {(inputs: Console_Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionen des Dienstes und die Änderungen jeder Organisation erscheinen hier.`)
};

const fr_console_audit_empty_description = /** @type {(inputs: Console_Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les actions du service et les modifications de chaque organisation apparaissent ici.`)
};

const nl_console_audit_empty_description = /** @type {(inputs: Console_Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acties van de dienst en de wijzigingen van elke organisatie verschijnen hier.`)
};

const es_console_audit_empty_description = /** @type {(inputs: Console_Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las acciones del servicio y los cambios de cada organización aparecen aquí.`)
};

const en_xa2_console_audit_empty_description = /** @type {(inputs: Console_Audit_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçé áçţíöñš áñð éṽéŕý öŕĝáñíšáţíöñ'š çĥáñĝéš áþþéáŕ ĥéŕé. one two three four]`)
};

/**
* | output |
* | --- |
* | "Service actions and every organisation's changes appear here." |
*
* @param {Console_Audit_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_empty_description = /** @type {((inputs?: Console_Audit_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_empty_description(inputs)
	if (locale === "fr") return fr_console_audit_empty_description(inputs)
	if (locale === "nl") return nl_console_audit_empty_description(inputs)
	if (locale === "es") return es_console_audit_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_empty_description(inputs)
	return en_console_audit_empty_description(inputs)
});