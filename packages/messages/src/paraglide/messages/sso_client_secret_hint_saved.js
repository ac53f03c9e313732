/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Client_Secret_Hint_SavedInputs */

const en_sso_client_secret_hint_saved = /** @type {(inputs: Sso_Client_Secret_Hint_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A secret is saved. Enter a new one only to replace it.`)
};

const de_sso_client_secret_hint_saved = /** @type {(inputs: Sso_Client_Secret_Hint_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Geheimnis ist gespeichert. Geben Sie nur zum Ersetzen ein neues ein.`)
};

const fr_sso_client_secret_hint_saved = /** @type {(inputs: Sso_Client_Secret_Hint_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un secret est enregistré. N’en saisissez un nouveau que pour le remplacer.`)
};

const nl_sso_client_secret_hint_saved = /** @type {(inputs: Sso_Client_Secret_Hint_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is een geheim opgeslagen. Vul alleen een nieuw in om het te vervangen.`)
};

const es_sso_client_secret_hint_saved = /** @type {(inputs: Sso_Client_Secret_Hint_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay un secreto guardado. Introduzca uno nuevo solo para sustituirlo.`)
};

const en_xa2_sso_client_secret_hint_saved = /** @type {(inputs: Sso_Client_Secret_Hint_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å šéçŕéţ íš šáṽéð. Éñţéŕ á ñéŵ öñé öñļý ţö ŕéþļáçé íţ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "A secret is saved. Enter a new one only to replace it." |
*
* @param {Sso_Client_Secret_Hint_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_client_secret_hint_saved = /** @type {((inputs?: Sso_Client_Secret_Hint_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Client_Secret_Hint_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_client_secret_hint_saved(inputs)
	if (locale === "fr") return fr_sso_client_secret_hint_saved(inputs)
	if (locale === "nl") return nl_sso_client_secret_hint_saved(inputs)
	if (locale === "es") return es_sso_client_secret_hint_saved(inputs)
	if (locale === "en-XA") return en_xa2_sso_client_secret_hint_saved(inputs)
	return en_sso_client_secret_hint_saved(inputs)
});