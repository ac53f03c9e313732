/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Client_Secret_Hint_NewInputs */

const en_sso_client_secret_hint_new = /** @type {(inputs: Sso_Client_Secret_Hint_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kept by Google Identity Platform only: Assay never shows it again.`)
};

const de_sso_client_secret_hint_new = /** @type {(inputs: Sso_Client_Secret_Hint_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird nur bei Google Identity Platform gespeichert: Assay zeigt es nie wieder an.`)
};

const fr_sso_client_secret_hint_new = /** @type {(inputs: Sso_Client_Secret_Hint_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservé uniquement par Google Identity Platform : Assay ne l’affiche plus jamais.`)
};

const nl_sso_client_secret_hint_new = /** @type {(inputs: Sso_Client_Secret_Hint_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen bewaard door Google Identity Platform: Assay toont het nooit meer.`)
};

const es_sso_client_secret_hint_new = /** @type {(inputs: Sso_Client_Secret_Hint_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo lo guarda Google Identity Platform: Assay no vuelve a mostrarlo.`)
};

const en_xa2_sso_client_secret_hint_new = /** @type {(inputs: Sso_Client_Secret_Hint_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķéþţ ƀý Ĝööĝļé Îðéñţíţý Þļáţƒöŕɱ öñļý: Åššáý ñéṽéŕ šĥöŵš íţ áĝáíñ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Kept by Google Identity Platform only: Assay never shows it again." |
*
* @param {Sso_Client_Secret_Hint_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_client_secret_hint_new = /** @type {((inputs?: Sso_Client_Secret_Hint_NewInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Client_Secret_Hint_NewInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_client_secret_hint_new(inputs)
	if (locale === "fr") return fr_sso_client_secret_hint_new(inputs)
	if (locale === "nl") return nl_sso_client_secret_hint_new(inputs)
	if (locale === "es") return es_sso_client_secret_hint_new(inputs)
	if (locale === "en-XA") return en_xa2_sso_client_secret_hint_new(inputs)
	return en_sso_client_secret_hint_new(inputs)
});