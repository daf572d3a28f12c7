/// The words, symbols and names the generator draws from.
enum Vocabulary {
    static let words = [
        "Home", "Profile", "Settings", "Detail", "List", "Feed", "Search", "Cart", "Checkout", "Login",
        "Signup", "Welcome", "Account", "Order", "Payment", "Message", "Chat", "Inbox", "Photo", "Album",
        "Map", "Nearby", "Alerts", "Friends", "Event", "Agenda", "Booking", "Review", "Rating", "Product",
        "Category", "Help", "About", "Privacy", "Legal", "Wallet", "Transfer", "History", "Saved", "Library",
        "Player", "Queue", "Downloads", "Share", "Camera", "Scan", "Report", "Overview", "Stats", "Team",
    ]
    /// Localized titles, escaped for an attribute value.
    static let localized = [
        "Réglages", "Einstellungen", "設定", "Профиль", "Configuración", "Accueil", "ホーム",
        "Избранное", "Café &amp; Thé", "Übersicht", "검색", "Paramètres", "Ρυθμίσεις", "الإعدادات",
    ]
    static let symbols = [
        "house", "person", "gear", "magnifyingglass", "cart", "star", "heart", "bell", "envelope",
        "bookmark", "folder", "photo", "map", "calendar", "creditcard", "message", "trash",
        "square.and.arrow.up", "plus.circle", "list.bullet",
    ]
    static let assets = [
        "logo", "avatar", "hero_home", "empty_state", "welcome_1", "welcome_2", "welcome_3",
        "gradient", "share_icon", "close_icon",
    ]
    static let systemColors = [
        "systemBackgroundColor", "labelColor", "secondaryLabelColor", "systemBlueColor",
        "systemGray6Color", "secondarySystemBackgroundColor", "tertiaryLabelColor", "systemRedColor",
    ]
    static let namedColors = ["AccentColor", "BrandPrimary", "BrandSecondary", "CardBackground"]
    static let modules = ["MyApp", "MyApp", "FeatureKit", "SharedUI"]
    static let outletSuffixes = ["Label", "Button", "View", "Field"]
    static let presentationStyles = ["fullScreen", "pageSheet", "formSheet", "overFullScreen"]
    static let layoutAttributes = ["leading", "trailing", "top", "bottom", "centerX", "centerY", "width", "height"]

    /// A title as Xcode writes it in a comment: references spelled out.
    static func plain(_ text: String) -> String {
        text.replacing("&amp;", with: "and").replacing("&quot;", with: "").replacing("&#10;", with: " ")
    }
}
