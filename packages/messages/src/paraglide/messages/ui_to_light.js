/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_To_LightInputs */

const en_ui_to_light = /** @type {(inputs: Ui_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch to light theme`)
};

const de_ui_to_light = /** @type {(inputs: Ui_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum hellen Design wechseln`)
};

const fr_ui_to_light = /** @type {(inputs: Ui_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer au thème clair`)
};

const nl_ui_to_light = /** @type {(inputs: Ui_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar licht thema`)
};

const es_ui_to_light = /** @type {(inputs: Ui_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar al tema claro`)
};

const en_xa2_ui_to_light = /** @type {(inputs: Ui_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţö ļíĝĥţ ţĥéɱé one ]`)
};

/**
* | output |
* | --- |
* | "Switch to light theme" |
*
* @param {Ui_To_LightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_to_light = /** @type {((inputs?: Ui_To_LightInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_To_LightInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_to_light(inputs)
	if (locale === "fr") return fr_ui_to_light(inputs)
	if (locale === "nl") return nl_ui_to_light(inputs)
	if (locale === "es") return es_ui_to_light(inputs)
	if (locale === "en-XA") return en_xa2_ui_to_light(inputs)
	return en_ui_to_light(inputs)
});