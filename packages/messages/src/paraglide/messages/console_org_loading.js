/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_LoadingInputs */

const en_console_org_loading = /** @type {(inputs: Console_Org_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the organisation`)
};

const de_console_org_loading = /** @type {(inputs: Console_Org_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation wird geladen`)
};

const fr_console_org_loading = /** @type {(inputs: Console_Org_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’organisation`)
};

const nl_console_org_loading = /** @type {(inputs: Console_Org_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisatie wordt geladen`)
};

const es_console_org_loading = /** @type {(inputs: Console_Org_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la organización`)
};

const en_xa2_console_org_loading = /** @type {(inputs: Console_Org_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé öŕĝáñíšáţíöñ one t]`)
};

/**
* | output |
* | --- |
* | "Loading the organisation" |
*
* @param {Console_Org_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_loading = /** @type {((inputs?: Console_Org_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_loading(inputs)
	if (locale === "fr") return fr_console_org_loading(inputs)
	if (locale === "nl") return nl_console_org_loading(inputs)
	if (locale === "es") return es_console_org_loading(inputs)
	if (locale === "en-XA") return en_xa2_console_org_loading(inputs)
	return en_console_org_loading(inputs)
});