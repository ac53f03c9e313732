/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tenant: NonNullable<unknown> }} Shared_Signin_Title_NamedInputs */

const en_shared_signin_title_named = /** @type {(inputs: Shared_Signin_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to see ${i?.tenant}`)
};

const de_shared_signin_title_named = /** @type {(inputs: Shared_Signin_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Melden Sie sich an, um ${i?.tenant} zu sehen`)
};

const fr_shared_signin_title_named = /** @type {(inputs: Shared_Signin_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour voir ${i?.tenant}`)
};

const nl_shared_signin_title_named = /** @type {(inputs: Shared_Signin_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meld u aan om ${i?.tenant} te bekijken`)
};

const es_shared_signin_title_named = /** @type {(inputs: Shared_Signin_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicie sesión para ver ${i?.tenant}`)
};

const en_xa2_shared_signin_title_named = /** @type {(inputs: Shared_Signin_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ţö šéé ${i?.tenant} one t]`)
};

/**
* | output |
* | --- |
* | "Sign in to see {tenant}" |
*
* @param {Shared_Signin_Title_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_title_named = /** @type {((inputs: Shared_Signin_Title_NamedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Signin_Title_NamedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_signin_title_named(inputs)
	if (locale === "fr") return fr_shared_signin_title_named(inputs)
	if (locale === "nl") return nl_shared_signin_title_named(inputs)
	if (locale === "es") return es_shared_signin_title_named(inputs)
	if (locale === "en-XA") return en_xa2_shared_signin_title_named(inputs)
	return en_shared_signin_title_named(inputs)
});