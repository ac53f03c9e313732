/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sessions_DescriptionInputs */

const en_account_sessions_description = /** @type {(inputs: Account_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in on a device you no longer use? End every session at once, this one included.`)
};

const de_account_sessions_description = /** @type {(inputs: Account_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf einem Gerät angemeldet, das Sie nicht mehr nutzen? Beenden Sie alle Sitzungen auf einmal, auch diese.`)
};

const fr_account_sessions_description = /** @type {(inputs: Account_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecté sur un appareil que vous n'utilisez plus ? Fermez toutes les sessions d'un coup, y compris celle-ci.`)
};

const nl_account_sessions_description = /** @type {(inputs: Account_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aangemeld op een apparaat dat u niet meer gebruikt? Beëindig alle sessies tegelijk, ook deze.`)
};

const es_account_sessions_description = /** @type {(inputs: Account_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Sesión abierta en un dispositivo que ya no usas? Cierra todas las sesiones a la vez, incluida esta.`)
};

const en_xa2_account_sessions_description = /** @type {(inputs: Account_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ öñ á ðéṽíçé ýöü ñö ļöñĝéŕ üšé? Éñð éṽéŕý šéššíöñ áţ öñçé, ţĥíš öñé íñçļüðéð. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Signed in on a device you no longer use? End every session at once, this one included." |
*
* @param {Account_Sessions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_sessions_description = /** @type {((inputs?: Account_Sessions_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sessions_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_sessions_description(inputs)
	if (locale === "fr") return fr_account_sessions_description(inputs)
	if (locale === "nl") return nl_account_sessions_description(inputs)
	if (locale === "es") return es_account_sessions_description(inputs)
	if (locale === "en-XA") return en_xa2_account_sessions_description(inputs)
	return en_account_sessions_description(inputs)
});