import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styles from './layout.module.css';
import { headerLinks, loginLink } from './nav-links';

export function SiteHeader() {
  const { productName } = getRuntimeConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.logo} aria-label={`${productName} home`}>
          {productName}
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          {headerLinks.map((link) => (
            <NavLink key={link.label} to={link.to} end className={styles.navLink}>
              {link.label}
            </NavLink>
          ))}
          <NavLink to={loginLink.to} className={styles.loginLink}>
            {loginLink.label}
          </NavLink>
        </nav>
        <Button
          className={styles.menuButton}
          type="text"
          icon={<MenuOutlined />}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        />
      </div>
      <Drawer
        id="mobile-menu"
        title={productName}
        placement="right"
        width={280}
        open={menuOpen}
        onClose={close}
        closeIcon={<CloseOutlined aria-label="Close menu" />}
      >
        <nav aria-label="Mobile" className={styles.mobileNav}>
          {[...headerLinks, loginLink].map((link) => (
            <NavLink key={link.label} to={link.to} end onClick={close} className={styles.mobileLink}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </Drawer>
    </header>
  );
}
