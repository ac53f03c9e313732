/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Display_NameInputs */

const en_common_display_name = /** @type {(inputs: Common_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display name`)
};

const de_common_display_name = /** @type {(inputs: Common_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzeigename`)
};

const fr_common_display_name = /** @type {(inputs: Common_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom affiché`)
};

const nl_common_display_name = /** @type {(inputs: Common_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weergavenaam`)
};

const es_common_display_name = /** @type {(inputs: Common_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre visible`)
};

const en_xa2_common_display_name = /** @type {(inputs: Common_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšþļáý ñáɱé o]`)
};

/**
* | output |
* | --- |
* | "Display name" |
*
* @param {Common_Display_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_display_name = /** @type {((inputs?: Common_Display_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Display_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_display_name(inputs)
	if (locale === "fr") return fr_common_display_name(inputs)
	if (locale === "nl") return nl_common_display_name(inputs)
	if (locale === "es") return es_common_display_name(inputs)
	if (locale === "en-XA") return en_xa2_common_display_name(inputs)
	return en_common_display_name(inputs)
});