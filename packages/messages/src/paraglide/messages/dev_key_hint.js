/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Key_HintInputs */

const en_dev_key_hint = /** @type {(inputs: Dev_Key_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasted here only for this request; it is not stored.`)
};

const de_dev_key_hint = /** @type {(inputs: Dev_Key_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für diese Anfrage eingefügt; er wird nicht gespeichert.`)
};

const fr_dev_key_hint = /** @type {(inputs: Dev_Key_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collée ici pour cette requête seulement ; elle n’est pas enregistrée.`)
};

const nl_dev_key_hint = /** @type {(inputs: Dev_Key_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen voor dit verzoek geplakt; hij wordt niet opgeslagen.`)
};

const es_dev_key_hint = /** @type {(inputs: Dev_Key_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se pega aquí solo para esta solicitud; no se guarda.`)
};

const en_xa2_dev_key_hint = /** @type {(inputs: Dev_Key_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţéð ĥéŕé öñļý ƒöŕ ţĥíš ŕéǫüéšţ; íţ íš ñöţ šţöŕéð. one two three f]`)
};

/**
* | output |
* | --- |
* | "Pasted here only for this request; it is not stored." |
*
* @param {Dev_Key_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_key_hint = /** @type {((inputs?: Dev_Key_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_key_hint(inputs)
	if (locale === "fr") return fr_dev_key_hint(inputs)
	if (locale === "nl") return nl_dev_key_hint(inputs)
	if (locale === "es") return es_dev_key_hint(inputs)
	if (locale === "en-XA") return en_xa2_dev_key_hint(inputs)
	return en_dev_key_hint(inputs)
});