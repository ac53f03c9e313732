/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Every_ReadInputs */

const en_console_support_every_read = /** @type {(inputs: Console_Support_Every_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every read is recorded in the organisation's audit log.`)
};

const de_console_support_every_read = /** @type {(inputs: Console_Support_Every_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Lesezugriff wird im Audit-Log der Organisation festgehalten.`)
};

const fr_console_support_every_read = /** @type {(inputs: Console_Support_Every_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque lecture est consignée dans le journal d’audit de l’organisation.`)
};

const nl_console_support_every_read = /** @type {(inputs: Console_Support_Every_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke leesactie wordt vastgelegd in het auditlogboek van de organisatie.`)
};

const es_console_support_every_read = /** @type {(inputs: Console_Support_Every_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada lectura queda registrada en el registro de auditoría de la organización.`)
};

const en_xa2_console_support_every_read = /** @type {(inputs: Console_Support_Every_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ŕéáð íš ŕéçöŕðéð íñ ţĥé öŕĝáñíšáţíöñ'š áüðíţ ļöĝ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Every read is recorded in the organisation's audit log." |
*
* @param {Console_Support_Every_ReadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_every_read = /** @type {((inputs?: Console_Support_Every_ReadInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Every_ReadInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_every_read(inputs)
	if (locale === "fr") return fr_console_support_every_read(inputs)
	if (locale === "nl") return nl_console_support_every_read(inputs)
	if (locale === "es") return es_console_support_every_read(inputs)
	if (locale === "en-XA") return en_xa2_console_support_every_read(inputs)
	return en_console_support_every_read(inputs)
});