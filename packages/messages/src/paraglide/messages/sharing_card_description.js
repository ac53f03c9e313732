/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Card_DescriptionInputs */

const en_sharing_card_description = /** @type {(inputs: Sharing_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People outside your organisation who can see this tenant read-only.`)
};

const de_sharing_card_description = /** @type {(inputs: Sharing_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personen außerhalb Ihrer Organisation, die diesen Mandanten nur lesend sehen.`)
};

const fr_sharing_card_description = /** @type {(inputs: Sharing_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes extérieures à votre organisation qui voient cette entité en lecture seule.`)
};

const nl_sharing_card_description = /** @type {(inputs: Sharing_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensen buiten uw organisatie die deze tenant alleen kunnen lezen.`)
};

const es_sharing_card_description = /** @type {(inputs: Sharing_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas ajenas a su organización que pueden ver este inquilino en modo de solo lectura.`)
};

const en_xa2_sharing_card_description = /** @type {(inputs: Sharing_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéöþļé öüţšíðé ýöüŕ öŕĝáñíšáţíöñ ŵĥö çáñ šéé ţĥíš ţéñáñţ ŕéáð-öñļý. one two three four f]`)
};

/**
* | output |
* | --- |
* | "People outside your organisation who can see this tenant read-only." |
*
* @param {Sharing_Card_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_card_description = /** @type {((inputs?: Sharing_Card_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Card_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_card_description(inputs)
	if (locale === "fr") return fr_sharing_card_description(inputs)
	if (locale === "nl") return nl_sharing_card_description(inputs)
	if (locale === "es") return es_sharing_card_description(inputs)
	if (locale === "en-XA") return en_xa2_sharing_card_description(inputs)
	return en_sharing_card_description(inputs)
});