/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_No_Open_ItemsInputs */

const en_console_support_no_open_items = /** @type {(inputs: Console_Support_No_Open_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open roadmap items`)
};

const de_console_support_no_open_items = /** @type {(inputs: Console_Support_No_Open_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine offenen Roadmap-Maßnahmen`)
};

const fr_console_support_no_open_items = /** @type {(inputs: Console_Support_No_Open_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune action ouverte dans la feuille de route`)
};

const nl_console_support_no_open_items = /** @type {(inputs: Console_Support_No_Open_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen openstaande roadmapitems`)
};

const es_console_support_no_open_items = /** @type {(inputs: Console_Support_No_Open_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay elementos abiertos en la hoja de ruta`)
};

const en_xa2_console_support_no_open_items = /** @type {(inputs: Console_Support_No_Open_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö öþéñ ŕöáðɱáþ íţéɱš one ]`)
};

/**
* | output |
* | --- |
* | "No open roadmap items" |
*
* @param {Console_Support_No_Open_ItemsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_no_open_items = /** @type {((inputs?: Console_Support_No_Open_ItemsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_No_Open_ItemsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_no_open_items(inputs)
	if (locale === "fr") return fr_console_support_no_open_items(inputs)
	if (locale === "nl") return nl_console_support_no_open_items(inputs)
	if (locale === "es") return es_console_support_no_open_items(inputs)
	if (locale === "en-XA") return en_xa2_console_support_no_open_items(inputs)
	return en_console_support_no_open_items(inputs)
});