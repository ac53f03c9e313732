/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Own_Second_Factor_MissingInputs */

const en_refusal_own_second_factor_missing = /** @type {(inputs: Refusal_Own_Second_Factor_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a second step yourself before requiring one of every member.`)
};

const de_refusal_own_second_factor_missing = /** @type {(inputs: Refusal_Own_Second_Factor_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich selbst mit einem zweiten Schritt an, bevor Sie ihn von allen Mitgliedern verlangen.`)
};

const fr_refusal_own_second_factor_missing = /** @type {(inputs: Refusal_Own_Second_Factor_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous vous-même avec une deuxième étape avant de l’exiger de chaque membre.`)
};

const nl_refusal_own_second_factor_missing = /** @type {(inputs: Refusal_Own_Second_Factor_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meld u eerst zelf aan met een tweede stap voordat u die van elk lid vereist.`)
};

const es_refusal_own_second_factor_missing = /** @type {(inputs: Refusal_Own_Second_Factor_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión usted con un segundo paso antes de exigirlo a todos los miembros.`)
};

const en_xa2_refusal_own_second_factor_missing = /** @type {(inputs: Refusal_Own_Second_Factor_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ á šéçöñð šţéþ ýöüŕšéļƒ ƀéƒöŕé ŕéǫüíŕíñĝ öñé öƒ éṽéŕý ɱéɱƀéŕ. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Sign in with a second step yourself before requiring one of every member." |
*
* @param {Refusal_Own_Second_Factor_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_own_second_factor_missing = /** @type {((inputs?: Refusal_Own_Second_Factor_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Own_Second_Factor_MissingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_own_second_factor_missing(inputs)
	if (locale === "fr") return fr_refusal_own_second_factor_missing(inputs)
	if (locale === "nl") return nl_refusal_own_second_factor_missing(inputs)
	if (locale === "es") return es_refusal_own_second_factor_missing(inputs)
	if (locale === "en-XA") return en_xa2_refusal_own_second_factor_missing(inputs)
	return en_refusal_own_second_factor_missing(inputs)
});