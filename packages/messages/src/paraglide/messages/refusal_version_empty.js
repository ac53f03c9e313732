/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Version_EmptyInputs */

const en_refusal_version_empty = /** @type {(inputs: Refusal_Version_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one control before publishing.`)
};

const de_refusal_version_empty = /** @type {(inputs: Refusal_Version_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fügen Sie vor dem Veröffentlichen mindestens eine Kontrolle hinzu.`)
};

const fr_refusal_version_empty = /** @type {(inputs: Refusal_Version_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez au moins un contrôle avant de publier.`)
};

const nl_refusal_version_empty = /** @type {(inputs: Refusal_Version_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voeg minstens één control toe voordat u publiceert.`)
};

const es_refusal_version_empty = /** @type {(inputs: Refusal_Version_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añada al menos un control antes de publicar.`)
};

const en_xa2_refusal_version_empty = /** @type {(inputs: Refusal_Version_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð áţ ļéášţ öñé çöñţŕöļ ƀéƒöŕé þüƀļíšĥíñĝ. one two thre]`)
};

/**
* | output |
* | --- |
* | "Add at least one control before publishing." |
*
* @param {Refusal_Version_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_version_empty = /** @type {((inputs?: Refusal_Version_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Version_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_version_empty(inputs)
	if (locale === "fr") return fr_refusal_version_empty(inputs)
	if (locale === "nl") return nl_refusal_version_empty(inputs)
	if (locale === "es") return es_refusal_version_empty(inputs)
	if (locale === "en-XA") return en_xa2_refusal_version_empty(inputs)
	return en_refusal_version_empty(inputs)
});