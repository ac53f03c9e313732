/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_Own_MissingInputs */

const en_org_second_policy_own_missing = /** @type {(inputs: Org_Second_Policy_Own_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a second step yourself first: add one on your account page, then sign out and in again.`)
};

const de_org_second_policy_own_missing = /** @type {(inputs: Org_Second_Policy_Own_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich zuerst selbst mit einem zweiten Schritt an: Fügen Sie auf Ihrer Kontoseite einen hinzu, dann ab- und wieder anmelden.`)
};

const fr_org_second_policy_own_missing = /** @type {(inputs: Org_Second_Policy_Own_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous d’abord vous-même avec une deuxième étape : ajoutez-en une sur la page de votre compte, puis déconnectez-vous et reconnectez-vous.`)
};

const nl_org_second_policy_own_missing = /** @type {(inputs: Org_Second_Policy_Own_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meld u eerst zelf aan met een tweede stap: voeg er een toe op uw accountpagina en meld u daarna af en weer aan.`)
};

const es_org_second_policy_own_missing = /** @type {(inputs: Org_Second_Policy_Own_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión primero usted con un segundo paso: añada uno en la página de su cuenta y vuelva a iniciar sesión.`)
};

const en_xa2_org_second_policy_own_missing = /** @type {(inputs: Org_Second_Policy_Own_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ á šéçöñð šţéþ ýöüŕšéļƒ ƒíŕšţ: áðð öñé öñ ýöüŕ áççöüñţ þáĝé, ţĥéñ šíĝñ öüţ áñð íñ áĝáíñ. one two three four five six seve]`)
};

/**
* | output |
* | --- |
* | "Sign in with a second step yourself first: add one on your account page, then sign out and in again." |
*
* @param {Org_Second_Policy_Own_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_own_missing = /** @type {((inputs?: Org_Second_Policy_Own_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_Own_MissingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_own_missing(inputs)
	if (locale === "fr") return fr_org_second_policy_own_missing(inputs)
	if (locale === "nl") return nl_org_second_policy_own_missing(inputs)
	if (locale === "es") return es_org_second_policy_own_missing(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_own_missing(inputs)
	return en_org_second_policy_own_missing(inputs)
});